import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header';
import type { HeaderRole } from './RoleMenu';

const ROLES: HeaderRole[] = [
  { roleId: 11, roleName: 'Agent', dutyName: 'Sales', ifActive: 1 },
  { roleId: 12, roleName: 'Approver', dutyName: 'Finance', ifActive: 0 },
  { roleId: 13, roleName: 'Admin', dutyName: 'Office', ifActive: 0 },
];

describe('Header', () => {
  it('shows the user name and the active role as "duty - role"', () => {
    render(<Header userName="Jane Doe" roles={ROLES} />);
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch role: Sales - Agent' })).toBeInTheDocument();
  });

  it('caps both badges at 99 and reports their clicks', async () => {
    const onPendingClick = vi.fn();
    const onUnreadClick = vi.fn();
    render(
      <Header
        showPendingBadge
        pendingCount={150}
        onPendingClick={onPendingClick}
        showUnreadBadge
        unreadCount={5}
        onUnreadClick={onUnreadClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pending approvals: 99+' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unread messages: 5' }));
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(onPendingClick).toHaveBeenCalledTimes(1);
    expect(onUnreadClick).toHaveBeenCalledTimes(1);
  });

  it('hides a badge at 0 and a button whose flag is off', () => {
    render(<Header showUnreadBadge unreadCount={0} />);
    expect(screen.getByRole('button', { name: 'Unread messages' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pending approvals/ })).not.toBeInTheDocument();
  });

  it('lists every role with the active one checked, and reports a switch', async () => {
    const onSwitchRole = vi.fn();
    render(<Header roles={ROLES} onSwitchRole={onSwitchRole} />);
    await userEvent.click(screen.getByRole('button', { name: /Switch role/ }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sales - Agent',
      'Finance - Approver',
      'Office - Admin',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Sales - Agent' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Finance - Approver' }));
    expect(onSwitchRole).toHaveBeenCalledWith(12);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('switches role with the keyboard and closes on Esc', async () => {
    const onSwitchRole = vi.fn();
    render(<Header roles={ROLES} onSwitchRole={onSwitchRole} />);
    const trigger = screen.getByRole('button', { name: /Switch role/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Sales - Agent' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Office - Admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSwitchRole).toHaveBeenCalledWith(12);
  });

  it('does not report a switch to the role already active', async () => {
    const onSwitchRole = vi.fn();
    render(<Header roles={ROLES} onSwitchRole={onSwitchRole} />);
    await userEvent.click(screen.getByRole('button', { name: /Switch role/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Sales - Agent' }));
    expect(onSwitchRole).not.toHaveBeenCalled();
  });

  it('closes the role menu on a click elsewhere', async () => {
    render(<Header userName="Jane Doe" roles={ROLES} />);
    await userEvent.click(screen.getByRole('button', { name: /Switch role/ }));
    await userEvent.click(screen.getByText('Jane Doe'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows a single role as text, with nothing to switch', () => {
    render(<Header roles={ROLES.slice(0, 1)} />);
    expect(screen.getByText('Sales - Agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch role/ })).not.toBeInTheDocument();
  });

  it('asks before logging out and logs out only on OK', async () => {
    const onLogout = vi.fn();
    render(<Header onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to log out?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it('takes its texts by props', async () => {
    render(
      <Header
        showUnreadBadge
        unreadCount={3}
        texts={{ logout: '退出', unreadLabel: (n) => `未读消息 ${n}` }}
      />,
    );
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '未读消息 3' })).toBeInTheDocument();
  });
});
