import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Sidebar } from './Sidebar';
import { MENU } from './Sidebar.fixtures';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: 600, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: MENU,
    activeId: 'history-det',
    collapsed: false,
    onNavigate: fn((_item, event) => event.preventDefault()),
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExpandedWithActiveNestedItem: Story = {};

export const NothingActive: Story = { args: { activeId: undefined } };

export const Collapsed: Story = { args: { collapsed: true } };

export const CollapsedGroupOpen: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transaction' }));
    const flyout = await screen.findByRole('dialog', { name: 'Transaction' });
    await expect(within(flyout).getByRole('button', { name: 'Case history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const KeyboardToggle: Story = {
  args: { activeId: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Approval' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Examine' })).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    activeId: 'x2',
    items: [
      {
        id: 'x',
        label: 'Referral & Recruiting Management and other very long menu names',
        children: [
          { id: 'x1', label: 'Association of realtors', href: '#/system/associationmgt' },
          { id: 'x2', label: 'Disclosure template for listings in every county', href: '#/x2' },
        ],
      },
      ...MENU,
    ],
  },
};
