import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CommandPaletteTrigger } from '../CommandPalette/CommandPaletteTrigger';
import { Stack } from '../Stack/Stack';
import { Header } from './Header';
import type { HeaderRole } from './RoleMenu';

const TWO_ROLES: HeaderRole[] = [
  { roleId: 11, roleName: 'Agent', dutyName: 'Sales', ifActive: 1 },
  { roleId: 12, roleName: 'Approver', dutyName: 'Finance', ifActive: 0 },
];

const COUNTS = [0, 5, 99, 150] as const;

const Logo = () => (
  <svg width="96" height="28" viewBox="0 0 96 28" role="img" aria-label="BQ portal">
    <rect width="28" height="28" rx="6" fill="#1b2b4b" />
    <text x="14" y="19" fill="#ffffff" fontSize="13" fontWeight="700" textAnchor="middle">
      BQ
    </text>
    <text x="36" y="19" fill="#1b2b4b" fontSize="14" fontWeight="700">
      Portal
    </text>
  </svg>
);

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    userName: 'Jane Doe',
    roles: TWO_ROLES,
    showPendingBadge: true,
    pendingCount: 5,
    showUnreadBadge: true,
    unreadCount: 12,
    onSwitchRole: fn(),
    onPendingClick: fn(),
    onUnreadClick: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllCounts: Story = {
  render: (args) => (
    <Stack space="md">
      {COUNTS.map((count) => (
        <Header key={count} {...args} pendingCount={count} unreadCount={count} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
    await expect(canvas.getAllByText('99')).toHaveLength(2);
  },
};

/** With the search box that opens the command palette (Ctrl K). */
export const WithSearch: Story = {
  args: { search: <CommandPaletteTrigger label="Search…" shortcut="Ctrl K" /> },
};

export const OneRole: Story = { args: { roles: TWO_ROLES.slice(0, 1) } };

export const NoBadges: Story = { args: { showPendingBadge: false, showUnreadBadge: false } };

export const LongUserName: Story = {
  args: {
    userName: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley',
    roles: [
      {
        roleId: 1,
        roleName: 'Senior Transaction Coordinator',
        dutyName: 'Operations',
        ifActive: 1,
      },
      { roleId: 2, roleName: 'Approver', dutyName: 'Finance', ifActive: 0 },
    ],
  },
};

export const RoleMenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Switch role/ }));
    await expect(screen.getByRole('menuitemradio', { name: 'Sales - Agent' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Finance - Approver' })).toHaveFocus();
    await expect(args.onSwitchRole).not.toHaveBeenCalled();
  },
};

export const SwitchRole: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Switch role/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Finance - Approver' }));
    await expect(args.onSwitchRole).toHaveBeenCalledWith(12);
  },
};

export const LogoutConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to log out?',
    );
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
