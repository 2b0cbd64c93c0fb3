import type { OrgNode } from '@bq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { DeleteNodeDialog } from './DeleteNodeDialog';

const sent = stubSend();

const node = (over: Partial<OrgNode>): OrgNode => ({
  id: 5,
  parentId: null,
  oldId: null,
  name: 'Bay Area',
  type: 1,
  address: '',
  version: 1,
  ...over,
});

function renderDialog(target: OrgNode) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeleteNodeDialog node={target} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('deleting a region or branch', () => {
  beforeEach(() => sent.mockReset());

  it('says at once that a region with branches cannot go, and sends nothing', async () => {
    const onDone = renderDialog(
      node({ children: [node({ id: 6, type: 2, name: 'Oakland', parentId: 5 })] }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Bay Area still has 1 branch. Delete or move the branches of this region first.',
    );
    expect(dialog).not.toHaveTextContent('Are you sure');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledWith(null);
    expect(sent).not.toHaveBeenCalled();
  });

  it("asks the spec's question for an empty region, then deletes it", async () => {
    sent.mockResolvedValue(null);
    const onDone = renderDialog(node({ children: [] }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this Region?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[1]).toEqual({ id: 5 });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
  });
});
