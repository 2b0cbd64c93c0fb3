import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { StatusTag } from '../StatusTag/StatusTag';
import { DESCRIPTION_LIST_COLUMNS, type DescriptionItem, DescriptionList } from './DescriptionList';

const CASE: DescriptionItem[] = [
  { label: 'Case number', value: 'BQ-2024-000381' },
  { label: 'Type', value: 'Purchase' },
  { label: 'Status', value: <StatusTag tone="warning">In review</StatusTag> },
  { label: 'Agent', value: 'Grace Liu' },
  { label: 'Phone', value: '(626) 555-0142' },
  { label: 'Close date', value: '09/30/2024' },
  { label: 'Escrow company', value: '' },
  { label: 'Team split', value: '60% / 40%' },
  {
    label: 'Property address',
    value: '2381 West Valley Boulevard, Unit 204B, Alhambra, California 91803, United States',
    span: 3,
  },
];

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  argTypes: { columns: { control: 'inline-radio', options: DESCRIPTION_LIST_COLUMNS } },
  args: { items: CASE, columns: 3, emptyValue: '—' },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const escrow = within(canvasElement).getByText('Escrow company');
    await expect(escrow.nextElementSibling).toHaveTextContent('—');
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

export const OneColumnInACard: Story = {
  args: { columns: 1 },
  render: (args) => (
    <Card title="Case details" style={{ maxWidth: 360 }}>
      <DescriptionList {...args} />
    </Card>
  ),
};

export const LongValues: Story = {
  args: {
    columns: 2,
    items: [
      {
        label: 'E-mail',
        value: 'grace.liu.senior.transaction.coordinator@bq-realty-institute.com',
      },
      { label: 'Reference', value: 'DRE#0214567890123456789012345678901234567890' },
      { label: 'Remark', value: 'Line one of a remark\nline two of the same remark', span: 2 },
    ],
  },
};

export const EmptyValues: Story = {
  args: {
    columns: 2,
    emptyValue: 'Not provided',
    items: [
      { label: 'Board', value: null },
      { label: 'License', value: undefined },
      { label: 'Mentor', value: '' },
      { label: 'Coach', value: 0 },
    ],
  },
};
