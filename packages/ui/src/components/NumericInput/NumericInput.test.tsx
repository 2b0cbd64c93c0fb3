import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from './NumericInput';

function field() {
  return screen.getByRole('textbox', { name: 'Amount' });
}

function AmountForm({ onValid }: { onValid: (values: { amount: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { amount: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <NumericInput aria-label="Amount" numericType={2} {...register('amount')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NumericInput', () => {
  it('keeps only digits by default', async () => {
    render(<NumericInput aria-label="Amount" />);
    await userEvent.type(field(), '12a-3.4');
    expect(field()).toHaveValue('1234');
  });

  it('type 1 takes a leading minus and at most 2 decimal places', async () => {
    render(<NumericInput aria-label="Amount" numericType={1} />);
    await userEvent.type(field(), '-12.345');
    expect(field()).toHaveValue('-12.34');
  });

  it('type 2 takes the number of places it is given', async () => {
    render(<NumericInput aria-label="Amount" numericType={2} places={3} />);
    await userEvent.type(field(), '7.12345');
    expect(field()).toHaveValue('7.123');
  });

  it('type 3 is an integer from 0 to 100', async () => {
    render(<NumericInput aria-label="Amount" numericType={3} />);
    await userEvent.type(field(), '1005');
    expect(field()).toHaveValue('100');
  });

  it('type 6 stops at 100 and at its places', async () => {
    render(<NumericInput aria-label="Amount" numericType={6} places={2} />);
    await userEvent.type(field(), '99.999');
    expect(field()).toHaveValue('99.99');
  });

  it('says "Too large" when a digit past the column size is typed, not a word about decimals', async () => {
    render(<NumericInput aria-label="Amount" numericType={2} maxIntegerDigits={12} />);
    await userEvent.type(field(), '123456789012');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field(), '3');
    expect(field()).toHaveValue('123456789012');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too large: at most 12 digits before the decimal point.',
    );
    expect(field()).toHaveAccessibleDescription(
      'Too large: at most 12 digits before the decimal point.',
    );
    await userEvent.type(field(), '.50');
    expect(field()).toHaveValue('123456789012.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a percent over 100 is too large', async () => {
    render(<NumericInput aria-label="Amount" numericType={3} />);
    await userEvent.type(field(), '101');
    expect(field()).toHaveValue('10');
    expect(screen.getByRole('alert')).toHaveTextContent('Too large: at most 100.');
  });

  it('finishes a value left with a trailing dot when the field is left', async () => {
    const onValueChange = vi.fn();
    render(<NumericInput aria-label="Amount" numericType={1} onValueChange={onValueChange} />);
    await userEvent.type(field(), '12.');
    await userEvent.tab();
    expect(field()).toHaveValue('12');
    expect(onValueChange).toHaveBeenLastCalledWith('12');
  });

  it('clears a value shorter than its digit length and warns with the spec text', async () => {
    render(<NumericInput aria-label="Amount" length={6} />);
    await userEvent.type(field(), '123');
    await userEvent.tab();
    expect(field()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('The input length is limited to 6 digits');
    expect(field()).toHaveAccessibleDescription('The input length is limited to 6 digits');

    await userEvent.type(field(), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cuts a value longer than its digit length', async () => {
    render(<NumericInput aria-label="Amount" length={4} />);
    await userEvent.type(field(), '123456');
    await userEvent.tab();
    expect(field()).toHaveValue('1234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands react-hook-form the filtered value', async () => {
    const onValid = vi.fn();
    render(<AmountForm onValid={onValid} />);
    await userEvent.type(field(), '$1,250.505');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ amount: '1250.50' }, expect.anything());
  });
});
