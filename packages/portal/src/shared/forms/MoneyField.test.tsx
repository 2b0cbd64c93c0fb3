import type { DecimalLimit } from '@bq/contract/meta';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './MoneyField';

function Form({
  amount = '',
  signed,
  max,
  send,
}: {
  amount?: string;
  signed?: boolean;
  max?: DecimalLimit;
  send: (values: { amount: string }) => void;
}) {
  const form = useForm({ defaultValues: { amount } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(send)}>
        <MoneyField name="amount" label="Amount" signed={signed} max={max} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const input = () => screen.getByRole('textbox', { name: 'Amount' });

describe('the money field', () => {
  it('sends the decimal string typed', async () => {
    const send = vi.fn();
    render(<Form send={send} />);
    await userEvent.type(input(), '1250000.5');
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ amount: '1250000.5' });
  });

  it('refuses a third decimal: not taken while typing, and said when the form holds one', async () => {
    const send = vi.fn();
    render(<Form amount="12.345" send={send} />);
    await save();
    expect(await screen.findByText('At most 2 decimals')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(input());
    await userEvent.type(input(), '12.345');
    expect(input()).toHaveValue('12.34');
    await waitFor(() => expect(screen.queryByText('At most 2 decimals')).toBeNull());
  });

  it('refuses a negative amount when it is not signed', async () => {
    const send = vi.fn();
    render(<Form amount="-5" send={send} />);
    await save();
    expect(await screen.findByText('Must not be negative')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(input());
    await userEvent.type(input(), '-5');
    expect(input()).toHaveValue('5');
  });

  it('takes -125.00 when signed (a refund)', async () => {
    const send = vi.fn();
    render(<Form signed send={send} />);
    await userEvent.type(input(), '-125.00');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await save();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ amount: '-125.00' }, expect.anything()),
    );
  });

  it("refuses an amount over the column's largest value, either side of zero", async () => {
    const send = vi.fn();
    const max = { intDigits: 12, places: 2, max: 1000 } as const;
    render(<Form amount="-1000.01" signed max={max} send={send} />);
    await save();
    expect(await screen.findByText('Must be at most 1000')).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), '1000');
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ amount: '1000' }, expect.anything()));
  });
});
