import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Remark', rows: 4, maxLength: 200, placeholder: 'Add a remark' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Remark' }),
      'Buyer asked for a delay',
    );
    await expect(canvas.getByText('23 / 200')).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <Textarea aria-label="Empty" placeholder="Empty" rows={2} />
      <Textarea aria-label="Full" maxLength={20} defaultValue="Exactly twenty chars" rows={2} />
      <Textarea
        aria-label="Long"
        rows={3}
        defaultValue={'A long remark that runs over several lines. '.repeat(6)}
      />
      <Textarea aria-label="Invalid" invalid defaultValue="Illegal input" rows={2} />
      <Textarea aria-label="Read only" readOnly defaultValue="Read only" rows={2} />
      <Textarea aria-label="Disabled" disabled defaultValue="Disabled" rows={2} />
    </Stack>
  ),
};
