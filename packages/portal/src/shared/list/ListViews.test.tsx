import { DataTable } from '@bq/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../test/sendStub';
import { calls } from '../http/calls';
import { ListViews } from './ListViews';
import { defineList } from './listState';
import { useListQuery, useListState } from './useList';

const sent = stubSend();

const LIST = defineList({ key: 'msgs', filters: ['keyword'], pageSizes: [20, 50] });
const COLUMNS = [
  { key: 'title', header: 'Title' },
  { key: 'sender', header: 'Sender' },
];

function Messages({ language }: { language?: 1 | 2 }) {
  const list = useListState(LIST);
  const messages = useListQuery(calls.messageStation.getMessageList, list, (state) => ({
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <ListViews list={list} columns={COLUMNS} language={language} />
      <DataTable
        label="Messages"
        columns={list.arrange(COLUMNS)}
        rows={messages.rows}
        rowKey="id"
        {...messages.table}
      />
    </>
  );
}

const VIEW = {
  id: 7,
  listKey: 'msgs',
  name: 'Big pages',
  query: 'size=50&cols=sender,title',
  ownerId: 2,
  ownerName: 'Mei Lin',
  roleId: 3,
  roleName: 'Agent',
  canEdit: false,
  canRemove: false,
  updatedAt: '2026-12-01T18:30:00.000Z',
};

function answer(defaultId: number | null) {
  return async (call?: { path: string }, request?: unknown) => {
    if (call?.path === 'bq/view/list') {
      return { views: [VIEW], defaultId, roles: [{ id: 3, name: 'Agent' }] };
    }
    if (call?.path === 'bq/view/save')
      return { ...VIEW, ...(request as object), id: 8, canEdit: true };
    if (call?.path === 'bq/view/setDefault') return null;
    return {
      total: 1,
      list: [{ id: 1, title: 'First', sender: 'Ann', content: '', status: 0, createTime: '' }],
    };
  };
}

function renderAt(url: string, language?: 1 | 2) {
  const router = createMemoryRouter(
    [{ path: '/msgs', element: <Messages language={language} /> }],
    {
      initialEntries: [url],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const url = () => screen.getByLabelText('url').textContent;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('a kit list’s saved views and columns', () => {
  beforeEach(() => sent.mockReset());

  it('opens the person’s default view when the address says nothing of the list', async () => {
    sent.mockImplementation(answer(7) as never);
    renderAt('/msgs');
    await waitFor(() => expect(url()).toBe('?size=50&cols=sender%2Ctitle'));
    expect(headers()).toEqual(['Sender', 'Title']);
    expect(screen.getByRole('button', { name: 'View: Big pages' })).toBeInTheDocument();
  });

  it('leaves an address that names the list as it is', async () => {
    sent.mockImplementation(answer(7) as never);
    renderAt('/msgs?keyword=rent');
    await screen.findByText('First');
    await waitFor(() =>
      expect(sent.mock.calls.some(([c]) => c?.path === 'bq/view/list')).toBe(true),
    );
    expect(url()).toBe('?keyword=rent');
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
  });

  it('saves what the address shows, shared with a role, and hides a column', async () => {
    sent.mockImplementation(answer(null) as never);
    renderAt('/msgs?size=50');
    await screen.findByText('First');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sender' }));
    await waitFor(() => expect(url()).toBe('?size=50&cols=title%2C-sender'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Width of Title' }));
    await userEvent.click(screen.getByRole('option', { name: '280 px wide' }));
    await waitFor(() => expect(url()).toBe('?size=50&cols=title%3A280%2C-sender'));
    await userEvent.keyboard('{Escape}');
    // The table behind the dialog is hidden from the accessibility tree until it closes.
    await waitFor(() => expect(headers()).toEqual(['Title']));

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    const dialog = screen.getByRole('dialog', { name: 'Saved views' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Titles only');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Who sees it' }));
    await userEvent.click(screen.getByRole('option', { name: 'Everyone with the Agent role' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    const saved = sent.mock.calls.find(([c]) => c?.path === 'bq/view/save');
    expect(saved?.[1]).toEqual({
      listKey: 'msgs',
      name: 'Titles only',
      query: 'cols=title%3A280%2C-sender&size=50',
      roleId: 3,
    });
  });

  it('speaks Chinese on a list that follows the 中文/English switch', async () => {
    sent.mockImplementation(answer(null) as never);
    renderAt('/msgs?size=50', 1);
    await screen.findByText('First');
    await userEvent.click(screen.getByRole('button', { name: '列' }));
    expect(screen.getByRole('dialog', { name: '列' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Title 的宽度' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: '视图' }));
    const dialog = screen.getByRole('dialog', { name: '已保存的视图' });
    expect(within(dialog).getByRole('textbox', { name: '名称' })).toBeInTheDocument();
    expect(within(dialog).getByText(/共享给 Agent/)).toBeInTheDocument();
  });
});
