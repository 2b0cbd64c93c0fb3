/**
 * `j` and `k` over the rows of the page's list: a row that opens a record is a focusable table
 * row (`@bq/ui` DataTable gives it `tabindex` and opens it on Enter). From a focused row the
 * next or previous one takes focus; from anywhere else `j` or `k` starts at the first row of the
 * first list in the page. Read by role and focusability, the same way a screen reader finds them.
 */
export function moveRow(move: 'next' | 'previous', root: ParentNode = document): boolean {
  const active = document.activeElement;
  const row = active instanceof HTMLElement ? active.closest('tr[tabindex]') : null;
  const body = row?.closest('tbody');
  if (row instanceof HTMLElement && body) {
    const rows = [...body.querySelectorAll<HTMLElement>('tr[tabindex]')];
    const at = rows.indexOf(row);
    const next = rows[move === 'next' ? at + 1 : at - 1];
    if (!next) return false;
    focusRow(next);
    return true;
  }
  const first = root.querySelector<HTMLElement>('main table tbody tr[tabindex]');
  if (!first) return false;
  focusRow(first);
  return true;
}

function focusRow(row: HTMLElement) {
  row.focus();
  // A windowed list draws the rows near what is in view: bring this one in, the next follow.
  row.scrollIntoView?.({ block: 'nearest' });
}
