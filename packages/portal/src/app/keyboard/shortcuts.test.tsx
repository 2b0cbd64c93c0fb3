import { DataTable } from '@bq/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildMenu } from '../layout/menu';
import { useSearchBox } from '../layout/ShellHeader';
import { ROUTE_TABLE } from '../routes/table';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { destination, SHORTCUTS, type Shortcut, shortcutsFor } from './shortcuts';

/** Every page of the route table in the menu: what a role holding every module sees. */
const FULL_MENU = buildMenu(ROUTE_TABLE);
const ROWS = [1, 2, 3].map((id) => ({ id, caseNo: `BQ-${id}` }));

function Page({ onOpen }: { onOpen: (row: { id: number }) => void }) {
  const location = useLocation();
  return (
    <main>
      <output aria-label="address">{location.pathname}</output>
      <input aria-label="Keyword" />
      <DataTable
        label="Cases"
        columns={[{ key: 'caseNo', header: 'Case no.' }]}
        rows={ROWS}
        rowKey="id"
        onRowClick={onOpen}
      />
      <KeyboardShortcuts menu={FULL_MENU} />
    </main>
  );
}

function renderShell(onOpen = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <Page onOpen={onOpen} /> }], {
    initialEntries: ['/somewhere'],
  });
  render(<RouterProvider router={router} />);
  return { onOpen, address: () => screen.getByRole('status', { name: 'address' }) };
}

function Palette() {
  const search = useSearchBox();
  return <output aria-label="palette">{search.open ? 'open' : 'closed'}</output>;
}

const press = (shortcut: Shortcut) =>
  userEvent.keyboard(shortcut.keys.map((key) => (key.length === 1 ? key : `{${key}}`)).join(''));

describe('every shortcut of the table', () => {
  it.each(SHORTCUTS.filter((s) => s.kind === 'go').map((s) => [s.keys.join(' '), s] as const))(
    '%s goes where its row says, to a page the route table has',
    async (_keys, shortcut) => {
      if (shortcut.kind !== 'go') return;
      const to = destination(shortcut.to, FULL_MENU);
      expect(to, `a page under ${shortcut.to}`).toBeDefined();
      const { address } = renderShell();
      await press(shortcut);
      expect(address()).toHaveTextContent(to as string);
    },
  );

  it('? shows every shortcut the role has, grouped, and Escape closes it', async () => {
    renderShell();
    await userEvent.keyboard('?');
    const overlay = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const shortcut of SHORTCUTS) expect(overlay).toHaveTextContent(shortcut.label);
    expect(within(overlay).getByRole('region', { name: 'Go to' })).toHaveTextContent(
      'gthencGo to the case list',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('j and k move along the rows of the list and Enter opens the one in focus', async () => {
    const { onOpen } = renderShell();
    const rowOf = (caseNo: string) => screen.getByRole('row', { name: caseNo });
    const j = SHORTCUTS.find((s) => s.kind === 'row' && s.move === 'next') as Shortcut;
    const k = SHORTCUTS.find((s) => s.kind === 'row' && s.move === 'previous') as Shortcut;
    const enter = SHORTCUTS.find((s) => s.kind === 'row' && s.move === 'open') as Shortcut;
    await press(j);
    expect(rowOf('BQ-1')).toHaveFocus();
    await press(j);
    await press(j);
    expect(rowOf('BQ-3')).toHaveFocus();
    await press(j);
    expect(rowOf('BQ-3')).toHaveFocus();
    await press(k);
    expect(rowOf('BQ-2')).toHaveFocus();
    await press(enter);
    expect(onOpen).toHaveBeenCalledWith(ROWS[1], 1);
  });

  it('Ctrl-K opens the palette', async () => {
    render(<Palette />);
    const palette = SHORTCUTS.find((s) => s.kind === 'palette') as Shortcut;
    expect(palette.keys).toEqual(['Ctrl', 'K']);
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('status', { name: 'palette' })).toHaveTextContent('open');
  });

  it('leaves keys typed into a field, or held with Ctrl, to what has the focus', async () => {
    const { address } = renderShell();
    await userEvent.click(screen.getByRole('textbox', { name: 'Keyword' }));
    await userEvent.keyboard('gc?');
    expect(address()).toHaveTextContent('/somewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('{Control>}g{/Control}c');
    expect(address()).toHaveTextContent('/somewhere');
  });

  it('lists and follows only the areas the role has', async () => {
    const caseListOnly = buildMenu(ROUTE_TABLE).filter((item) => item.id === '/transaction');
    expect(
      shortcutsFor(caseListOnly)
        .filter((s) => s.kind === 'go')
        .map((s) => s.keys[1]),
    ).toEqual(['c']);
  });
});
