import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { 'aria-label': 'Password', defaultValue: 'correct horse' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <PasswordField aria-label="Empty" placeholder="Password" />
      <PasswordField aria-label="Filled" defaultValue="correct horse" />
      <PasswordField aria-label="Invalid" invalid defaultValue="123" />
      <PasswordField aria-label="Disabled" disabled defaultValue="correct horse" />
    </Stack>
  ),
};
