import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Stepper, type StepperStep } from './Stepper';

const EVERY_STATE: StepperStep[] = [
  { label: 'Submitted', state: 'done', description: 'Ann Lee · 11/20/2026 09:14' },
  {
    label: 'Approver',
    state: 'done',
    description: 'Bo Chen (acting for Dee Park) · 11/21/2026 — “Invoice matches the order.”',
  },
  { label: 'Finance', state: 'current', description: 'Waiting since 11/21/2026' },
  { label: 'Legal review', state: 'skipped', description: 'Only above $50,000.00' },
  { label: 'Payment', state: 'pending' },
];

const REJECTED: StepperStep[] = [
  { label: 'Submitted', state: 'done' },
  { label: 'Approver', state: 'rejected', description: 'Bo Chen — “Wrong period.”' },
  { label: 'Finance', state: 'pending' },
];

const meta = {
  title: 'Display/Stepper',
  component: Stepper,
  args: { steps: EVERY_STATE, 'aria-label': 'Approval chain' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state, vertical and horizontal, and a chain that ended in a rejection. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="xl">
      <Stepper {...args} />
      <Stepper steps={EVERY_STATE} orientation="horizontal" aria-label="Horizontal chain" />
      <Stepper steps={REJECTED} orientation="horizontal" aria-label="Rejected chain" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Approval chain' });
    const current = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
  },
};
