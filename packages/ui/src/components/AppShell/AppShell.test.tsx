import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('places navigation, header, breadcrumb and the page in their landmarks', () => {
    render(
      <AppShell
        sidebar={<nav aria-label="Menu">menu</nav>}
        header={<header>top</header>}
        breadcrumb={<div>Home / Cases</div>}
      >
        <h1>Case list</h1>
      </AppShell>,
    );
    expect(screen.getByRole('complementary')).toContainElement(
      screen.getByRole('navigation', { name: 'Menu' }),
    );
    expect(screen.getByRole('banner')).toHaveTextContent('top');
    expect(screen.getByText('Home / Cases')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Case list' }),
    );
  });

  it('says whether the navigation is collapsed', () => {
    const { container, rerender } = render(<AppShell sidebar={null}>page</AppShell>);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'expanded');
    rerender(
      <AppShell sidebar={null} collapsed>
        page
      </AppShell>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'collapsed');
  });

  it('shows a progress bar only while busy', () => {
    const { rerender } = render(<AppShell sidebar={null}>page</AppShell>);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(
      <AppShell sidebar={null} busy busyLabel="Loading page">
        page
      </AppShell>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('mounts the page afresh when the page key changes, so it fades in again', () => {
    const { rerender } = render(
      <AppShell sidebar={null} pageKey="/home">
        <input aria-label="draft" defaultValue="typed" />
      </AppShell>,
    );
    const first = screen.getByLabelText('draft');
    rerender(
      <AppShell sidebar={null} pageKey="/transaction/caselist">
        <input aria-label="draft" defaultValue="typed" />
      </AppShell>,
    );
    expect(screen.getByLabelText('draft')).not.toBe(first);
  });

  it('shows the first page at once and fades in only the pages navigated to', () => {
    const page = () => screen.getByRole('main').firstElementChild;
    const { rerender } = render(
      <AppShell sidebar={null} pageKey="/home">
        home
      </AppShell>,
    );
    expect(page()).toHaveAttribute('data-state', 'first');
    rerender(
      <AppShell sidebar={null} pageKey="/home">
        home again
      </AppShell>,
    );
    expect(page()).toHaveAttribute('data-state', 'first');
    for (const key of ['/transaction/caselist', '/home']) {
      rerender(
        <AppShell sidebar={null} pageKey={key}>
          next
        </AppShell>,
      );
      expect(page()).toHaveAttribute('data-state', 'navigated');
    }
  });

  it('asks to close the menu drawer when the page beside it is clicked (narrow screens)', async () => {
    const onCollapse = vi.fn();
    const { container } = render(
      <AppShell sidebar={<nav aria-label="Menu">menu</nav>} onCollapse={onCollapse}>
        page
      </AppShell>,
    );
    const backdrop = container.querySelector('aside')?.previousElementSibling;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(backdrop as Element);
    expect(onCollapse).toHaveBeenCalledOnce();
  });

  it('starts with a skip link that puts the focus in the page without leaving the route', async () => {
    window.location.hash = '#/transaction/caselist';
    render(
      <AppShell
        sidebar={
          <nav aria-label="Menu">
            <a href="#/home">Home</a>
          </nav>
        }
        header={<button type="button">Log out</button>}
      >
        <button type="button">Save</button>
      </AppShell>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('#/transaction/caselist');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('names the skip link in the language it is given', () => {
    render(
      <AppShell sidebar={null} skipLinkLabel="跳到主要内容">
        page
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#main');
  });
});
