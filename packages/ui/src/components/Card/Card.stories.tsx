import type { Meta, StoryObj } from '@storybook/react-vite';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { CARD_PADDINGS, Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  argTypes: { padding: { control: 'inline-radio', options: CARD_PADDINGS } },
  args: {
    title: 'Agent information',
    padding: 'md',
    children: <Text>Licensed since 03/14/2019 · Board: San Gabriel Valley</Text>,
    style: { maxWidth: 560 },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Agent information' }),
    ).toBeVisible();
  },
};

const onEdit = fn();

export const WithActionsAndFooter: Story = {
  args: {
    extra: (
      <Button size="sm" variant="ghost" icon={<PencilIcon />} onClick={onEdit}>
        Edit
      </Button>
    ),
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const BodyOnly: Story = { args: { title: undefined } };

export const LongTitle: Story = {
  args: {
    title:
      'Referral & Recruiting Management — agents recruited in the current quarter and their sponsoring coaches',
    extra: (
      <Button size="sm" variant="primary" icon={<PlusIcon />}>
        Create new
      </Button>
    ),
  },
};

export const Paddings: Story = {
  render: () => (
    <Stack space="lg" style={{ maxWidth: 560 }}>
      {CARD_PADDINGS.map((padding) => (
        <Card key={padding} title={`Padding ${padding}`} padding={padding} footer="Footer">
          <Text>Body with {padding} padding</Text>
        </Card>
      ))}
    </Stack>
  ),
};
