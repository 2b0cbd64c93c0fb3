import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';
import { MENU } from './Sidebar.fixtures';

describe('Sidebar', () => {
  it('is a named navigation of links and groups', () => {
    render(<Sidebar items={MENU} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/home');
    expect(within(nav).getByRole('button', { name: 'Transaction' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Case list' })).not.toBeInTheDocument();
  });

  it('marks the active item and opens its ancestors', () => {
    render(<Sidebar items={MENU} activeId="history-det" />);
    expect(screen.getByRole('link', { name: 'History detail' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Transaction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Case history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('finds the active item by href too', () => {
    render(<Sidebar items={MENU} activeHref="#/approval/examine/index" />);
    expect(screen.getByRole('link', { name: 'Examine' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the closest page when the address lies below a menu entry', () => {
    render(<Sidebar items={MENU} activeHref="#/transaction/caselist/closed" />);
    expect(screen.getByRole('link', { name: 'Case list' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Transaction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('does not take a mere string prefix for a parent page', () => {
    render(<Sidebar items={MENU} activeHref="#/homework" />);
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens a newly active item’s ancestors when the page changes', () => {
    const { rerender } = render(<Sidebar items={MENU} activeId="home" />);
    rerender(<Sidebar items={MENU} activeId="usermgt" />);
    expect(screen.getByRole('link', { name: 'User management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes groups with the keyboard', async () => {
    render(<Sidebar items={MENU} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Case list' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('link', { name: 'Case list' })).not.toBeInTheDocument();
  });

  it('reports navigation', async () => {
    const onNavigate = vi.fn((_item, event) => event.preventDefault());
    render(<Sidebar items={MENU} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'calendar' }),
      expect.anything(),
    );
  });

  it('shows icons only when collapsed, keeping every name for assistive tech', async () => {
    const onNavigate = vi.fn((_item, event) => event.preventDefault());
    render(<Sidebar items={MENU} collapsed activeId="caselist" onNavigate={onNavigate} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'collapsed');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('title', 'Home');
    expect(home).not.toHaveTextContent('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Transaction' }));
    const flyout = screen.getByRole('dialog', { name: 'Transaction' });
    expect(within(flyout).getByRole('link', { name: 'Case list' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(flyout).getByRole('link', { name: 'Purchase' }));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'purchase' }),
      expect.anything(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a collapsed item without an icon shows its first character whole, an emoji too', () => {
    render(
      <Sidebar
        collapsed
        items={[
          { id: 'fam', label: '👨‍👩‍👧 Family events', href: '#/fam' },
          { id: 'eclair', label: 'e\u0301clair', href: '#/e' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '👨‍👩‍👧 Family events' })).toHaveTextContent(
      /^👨‍👩‍👧$/u,
    );
    expect(screen.getByRole('link', { name: 'e\u0301clair' }).textContent).toBe('E\u0301');
  });

  it('gives every label, which a narrow bar may cut, its whole text as a tooltip', () => {
    render(<Sidebar items={MENU} activeId="history-det" />);
    expect(screen.getByText('History detail')).toHaveAttribute('title', 'History detail');
    expect(screen.getByText('Transaction')).toHaveAttribute('title', 'Transaction');
  });
});
