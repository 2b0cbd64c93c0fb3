import {
  DataTable,
  FilterBar,
  FormField,
  Pagination,
  Tabs,
  TabsList,
  TabsTrigger,
  TextField,
} from '@bq/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../test/sendStub';
import { calls } from '../http/calls';
import { defineList } from './listState';
import { useListQuery, useListState } from './useList';

const sent = stubSend();

const LIST = defineList({ tabs: ['all', 'unread'], filters: ['keyword'], pageSizes: [20, 50] });

function Messages() {
  const list = useListState(LIST);
  const messages = useListQuery(calls.messageStation.getMessageList, list, (state) => ({
    pageNum: state.page,
    pageSize: state.pageSize,
    status: state.tab === 'unread' ? 0 : undefined,
  }));
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <Tabs {...messages.tabs}>
        <TabsList aria-label="Show">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">Unread</TabsTrigger>
        </TabsList>
      </Tabs>
      <FilterBar aria-label="Filters" {...messages.filterBar}>
        <FormField label="Keyword">
          <TextField
            value={list.draft.keyword}
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <DataTable
        label="Messages"
        columns={[{ key: 'title', header: 'Title' }]}
        rows={messages.rows}
        rowKey="id"
        selectable
        {...messages.table}
        height={300}
      />
      <output aria-label="selected">{messages.selected.join(',')}</output>
      <Pagination {...messages.pagination} />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/msgs', element: <Messages /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const url = () => screen.getByLabelText('url').textContent;
const lastRequest = () => sent.mock.calls.at(-1)?.[1];

const PAGE = {
  total: 120,
  list: [
    { id: 1, title: 'First', content: '', sender: '', status: 0, createTime: '' },
    { id: 2, title: 'Second', content: '', sender: '', status: 0, createTime: '' },
  ],
};

describe('a list whose state is the URL', () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockImplementation(async () => PAGE);
  });

  it('opens where the URL says (F5 or a pasted link) and asks the call for exactly that', async () => {
    renderAt('/msgs?tab=unread&page=3&size=50');
    await screen.findByText('First');
    expect(lastRequest()).toEqual({ pageNum: 3, pageSize: 50, status: 0 });
    expect(screen.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('3');
  });

  it('writes each change to the URL, back to page 1 unless paging; a filter applies on Search', async () => {
    renderAt('/msgs?page=2');
    await screen.findByText('First');
    await userEvent.click(screen.getByRole('button', { name: /page 4/i }));
    await waitFor(() => expect(url()).toBe('?page=4'));
    await userEvent.type(screen.getByLabelText('Keyword'), 'rent');
    expect(url()).toBe('?page=4');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(url()).toBe('?keyword=rent'));
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(url()).toBe('?keyword=rent&tab=unread'));
    expect(lastRequest()).toEqual({ pageNum: 1, pageSize: 20, status: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(url()).toBe('?tab=unread'));
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
  });

  it('forgets the selected rows when the request changes', async () => {
    renderAt('/msgs');
    await screen.findByText('First');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(screen.getByLabelText('selected')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(screen.getByLabelText('selected')).toHaveTextContent(''));
  });

  it('says a list that could not be loaded is not empty but unknown, and Retry loads it', async () => {
    sent.mockReset();
    sent.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(PAGE);
    renderAt('/msgs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages could not be loaded.');
    expect(screen.queryByText('Total 0')).toBeNull();
    expect(screen.getByText('Total unknown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('First');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Total 120')).toBeInTheDocument();
  });
});
