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

  it('type 1 takes a leading minus and two places', async () => {
    render(<NumericInput aria-label="Amount" numericType={1} />);
    await userEvent.type(field(), '-12.34');
    expect(field()).toHaveValue('-12.34');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  // A number the type cannot hold is kept as typed and refused in words; dropping a
  // minus or a digit would turn it into another number without a word.
  it.each([
    [2, undefined, '-5', 'Must not be negative.'],
    [2, 3, '7.1234', 'At most 3 digits after the decimal point.'],
    [1, undefined, '-12.345', 'At most 2 digits after the decimal point.'],
    [3, undefined, '150', 'Too large: at most 100.'],
    [6, 2, '99.999', 'At most 2 digits after the decimal point.'],
  ] as const)('type %s (places %s) keeps %j and says: %s', async (type, places, typed, message) => {
    const onValidityChange = vi.fn();
    render(
      <NumericInput
        aria-label="Amount"
        numericType={type}
        places={places}
        onValidityChange={onValidityChange}
      />,
    );
    await userEvent.type(field(), typed);
    expect(field()).toHaveValue(typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
    expect(onValidityChange).toHaveBeenLastCalledWith(message);
    await userEvent.tab();
    expect(field()).toHaveValue(typed);
    await userEvent.type(field(), '{Backspace}');
    if (type === 2 && typed === '-5') {
      await userEvent.clear(field());
      await userEvent.type(field(), '5');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
  });

  it('says "Too large" when a digit past the column size is typed, and keeps it', async () => {
    render(<NumericInput aria-label="Amount" numericType={2} maxIntegerDigits={12} />);
    await userEvent.type(field(), '123456789012');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field(), '3');
    expect(field()).toHaveValue('1234567890123');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too large: at most 12 digits before the decimal point.',
    );
    await userEvent.type(field(), '{Backspace}.50');
    expect(field()).toHaveValue('123456789012.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the saying to a surrounding form when asked', async () => {
    const onValidityChange = vi.fn();
    render(
      <NumericInput
        aria-label="Amount"
        numericType={2}
        showError={false}
        onValidityChange={onValidityChange}
      />,
    );
    await userEvent.type(field(), '-5');
    expect(field()).toHaveValue('-5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith('Must not be negative.');
  });

  it('checks a value it is given, not only one typed', () => {
    render(<NumericInput aria-label="Amount" numericType={2} value="12.345" />);
    expect(field()).toHaveValue('12.345');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At most 2 digits after the decimal point.',
    );
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

  it('hands react-hook-form the number without its formatting', async () => {
    const onValid = vi.fn();
    render(<AmountForm onValid={onValid} />);
    await userEvent.type(field(), '$1,250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ amount: '1250.50' }, expect.anything());
  });
});
