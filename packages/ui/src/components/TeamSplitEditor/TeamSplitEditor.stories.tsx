import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TeamSplitEditor, type TeamSplitEditorProps, type TeamSplitRow } from './TeamSplitEditor';

const people = [
  { value: 'a1', label: 'Ann Lee' },
  { value: 'a2', label: 'Bob Chen' },
  { value: 'a3', label: 'Carla Garcia' },
  { value: 'a4', label: 'Dan Kleeman' },
  { value: 'a5', label: 'Eve Wang' },
];

/** Holds the rows, as a page would, so the stories can be typed into. */
function Stateful(props: TeamSplitEditorProps) {
  const [rows, setRows] = useState<TeamSplitRow[]>([...props.value]);
  return (
    <TeamSplitEditor
      {...props}
      value={rows}
      onChange={(next) => {
        props.onChange(next);
        setRows(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TeamSplitEditor',
  component: TeamSplitEditor,
  render: (args) => <Stateful {...args} />,
  args: {
    people,
    value: [
      { id: 'r1', person: 'a1', percent: '50' },
      { id: 'r2', person: 'a2', percent: '30' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TeamSplitEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRows: Story = {};

export const Empty: Story = { args: { value: [] } };

export const ExactlyHundred: Story = {
  args: {
    value: [
      { id: 'r1', person: 'a1', percent: '33.33' },
      { id: 'r2', person: 'a2', percent: '33.33' },
      { id: 'r3', person: 'a3', percent: '33.34' },
    ],
  },
};

/** Typing 25 into a row when the others already make 80 clears it and shows the spec text. */
export const OverLimit: Story = {
  args: {
    value: [
      { id: 'r1', person: 'a1', percent: '50' },
      { id: 'r2', person: 'a2', percent: '30' },
      { id: 'r3', person: 'a3', percent: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('textbox', { name: 'Percent 3' });
    await userEvent.type(third, '25');
    await expect(third).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Total team split must less than 100%',
    );
  },
};

export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add row' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Percent 3' }), '20');
    await expect(canvas.getByText('Total: 100%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove row 1' }));
    await expect(canvas.getByText('Total: 50%')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };
