import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/errors';
import ProductTypesPage from './ProductTypesPage';

const IN_USE = 'Products use this type: make it inactive instead';
const TYPES = [
  { id: 1, nameEn: 'Signs', nameZh: '标牌', sort: 10, active: true, products: 2 },
  { id: 2, nameEn: 'Flyers', nameZh: '', sort: 20, active: true, products: 0 },
];

const sent = stubSend((async (call: { path: string }) => {
  if (call.path.endsWith('/list')) return { list: TYPES };
  if (call.path.endsWith('/remove')) throw new ApiError(409, IN_USE, call.path);
  return null;
}) as never);

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductTypesPage />
    </QueryClientProvider>,
  );
}

const requests = (path: string) =>
  sent.mock.calls.filter(([call]) => call.path === path).map(([, request]) => request);

describe('the product types page', () => {
  it('lists the types with their products, and says why one in use cannot be removed', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Product types' });
    expect(await within(table).findByText('标牌')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Signs' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove Signs?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Signs cannot be removed' });
    expect(within(refusal).getByText(IN_USE)).toBeTruthy();
    expect(requests('bq/productType/remove')).toEqual([{ id: 1 }]);

    fireEvent.click(within(refusal).getByRole('button', { name: 'Make inactive' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests('bq/productType/edit')).toEqual([
      { id: 1, nameEn: 'Signs', nameZh: '标牌', sort: 10, active: false },
    ]);
  });

  it('adds a type after the last one', async () => {
    open();
    await screen.findByText('Flyers');
    fireEvent.click(screen.getByRole('button', { name: 'New product type' }));
    const dialog = screen.getByRole('dialog', { name: 'New product type' });
    expect(within(dialog).getByRole('textbox', { name: /Sort/ })).toHaveProperty('value', '30');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name \(English\)/ }), {
      target: { value: 'Banners' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('bq/productType/add')).toEqual([
      { nameEn: 'Banners', nameZh: '', sort: 30, active: true },
    ]);
  });
});
