import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ColumnLayout } from '../DataTable/columnLayout';
import { DataTable } from '../DataTable/DataTable';
import { type CaseRow, COLUMNS, makeRows } from '../DataTable/DataTable.fixtures';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { ColumnsMenu } from './ColumnsMenu';

const ROWS = makeRows(6);

const meta = {
  title: 'Data/ColumnsMenu',
  component: ColumnsMenu,
  args: { columns: COLUMNS, layout: [], onLayoutChange: fn() },
} satisfies Meta<typeof ColumnsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu and the table sharing one layout, as a list page holds it. */
function WithTable({ initial = [] }: { initial?: ColumnLayout }) {
  const [layout, setLayout] = useState<ColumnLayout>(initial);
  return (
    <Stack space="sm">
      <Inline align="end">
        <ColumnsMenu columns={COLUMNS} layout={layout} onLayoutChange={setLayout} />
      </Inline>
      <DataTable<CaseRow>
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        height={300}
        columnLayout={layout}
        onColumnLayoutChange={setLayout}
      />
    </Stack>
  );
}

export const Default: Story = {};

export const Open: Story = {
  args: { layout: [{ key: 'type', hidden: true }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
  },
};

/** Columns hidden, moved and widened: the table draws the layout, the edges resize. */
export const WithDataTable: Story = {
  render: () => (
    <WithTable
      initial={[{ key: 'agent' }, { key: 'caseNo', width: 180 }, { key: 'type', hidden: true }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Agent');
    const edge = canvas.getByRole('separator', { name: 'Resize Case No. column' });
    await expect(edge).toHaveAttribute('aria-valuenow', '180');
    edge.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(edge).toHaveAttribute('aria-valuenow', '190');
  },
};
