import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 20,
    total: 345,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="lg">
      <Pagination {...args} page={1} total={0} />
      <Pagination {...args} page={1} total={45} />
      <Pagination {...args} page={9} total={345} />
      <Pagination {...args} page={18} total={345} />
      <Pagination {...args} page={3} total={345} disabled />
    </Stack>
  ),
};

export const Interactive: Story = {
  render: (args) => {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(20);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Go to' }), '9{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
  },
};
