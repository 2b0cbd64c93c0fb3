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

  it('refuses a third decimal whether held or typed, and keeps the amount as typed', async () => {
    const send = vi.fn();
    render(<Form amount="12.345" send={send} />);
    await save();
    expect(await screen.findByText('At most 2 decimals')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(input());
    await waitFor(() => expect(screen.queryByText('At most 2 decimals')).toBeNull());
    // "1234.567" gives a message, not a changed value, while it is typed.
    await userEvent.type(input(), '1234.567');
    expect(input()).toHaveValue('1234.567');
    expect(screen.getByText('At most 2 decimals')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await save();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(input(), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('At most 2 decimals')).toBeNull());
    await save();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ amount: '1234.56' }, expect.anything()),
    );
  });

  it('refuses a negative amount when it is not signed, keeping the minus typed', async () => {
    const send = vi.fn();
    render(<Form amount="-5" send={send} />);
    await save();
    expect(await screen.findByText('Must not be negative')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(input());
    // "-5" once became "5", turning a correction into a claim.
    await userEvent.type(input(), '-5');
    expect(input()).toHaveValue('-5');
    expect(screen.getByText('Must not be negative')).toBeInTheDocument();
    await save();
    expect(send).not.toHaveBeenCalled();
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
    expect(await screen.findByText('Must be at most $1,000.00')).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), '1000');
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ amount: '1000' }, expect.anything()));
  });
});
