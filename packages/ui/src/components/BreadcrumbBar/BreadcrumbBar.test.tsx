import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BreadcrumbBar } from './BreadcrumbBar';

const TRAIL = [
  { label: 'Transaction', href: '#/transaction' },
  { label: 'Case list', href: '#/transaction/caselist' },
  { label: 'Purchase' },
];

describe('BreadcrumbBar', () => {
  it('shows the trail with links to the ancestors and the current page last', () => {
    render(<BreadcrumbBar items={TRAIL} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('TransactionCase listPurchase');
    expect(screen.getByRole('link', { name: 'Case list' })).toHaveAttribute(
      'href',
      '#/transaction/caselist',
    );
    expect(screen.getByText('Purchase')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Purchase' })).not.toBeInTheDocument();
  });

  it('reports navigation from the trail', async () => {
    const onNavigate = vi.fn((_item, event) => event.preventDefault());
    render(<BreadcrumbBar items={TRAIL} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Transaction' }));
    expect(onNavigate).toHaveBeenCalledWith(TRAIL[0], expect.anything());
  });

  it('toggles the sidebar and shows whether it is collapsed', async () => {
    const onToggleSidebar = vi.fn();
    const { rerender } = render(
      <BreadcrumbBar items={TRAIL} collapsed={false} onToggleSidebar={onToggleSidebar} />,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggleSidebar).toHaveBeenLastCalledWith(true);
    rerender(<BreadcrumbBar items={TRAIL} collapsed onToggleSidebar={onToggleSidebar} />);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onToggleSidebar).toHaveBeenLastCalledWith(false);
  });

  it('shows the language toggle only when a language is given', () => {
    const { rerender } = render(<BreadcrumbBar items={TRAIL} />);
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    rerender(<BreadcrumbBar items={TRAIL} language={1} />);
    expect(screen.getByRole('button', { name: 'Chinese' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reports a language change (1 Chinese, 2 English) but not a repeat', async () => {
    const onLanguageChange = vi.fn();
    render(<BreadcrumbBar items={TRAIL} language={1} onLanguageChange={onLanguageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chinese' }));
    expect(onLanguageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLanguageChange).toHaveBeenCalledWith(2);
  });

  it('shows extra text after the trail', () => {
    render(<BreadcrumbBar items={TRAIL} extra="Case No. 2026-0001" />);
    expect(screen.getByText('Case No. 2026-0001')).toBeInTheDocument();
  });
});
