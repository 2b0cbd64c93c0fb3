import { moneyOf, parseMoney } from '@bq/validators';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount, amountText } from './Amount';

describe('Amount', () => {
  it('shows dollars to the cent, grouped', () => {
    render(<Amount value={parseMoney('1234567.5')} />);
    const amount = screen.getByText('$1,234,567.50');
    expect(amount).toHaveAttribute('data-state', 'positive');
    expect(amount).toHaveAttribute('data-unit', 'USD');
  });

  it('writes the minus of a negative amount and marks it, so colour is never the only signal', () => {
    render(<Amount value={parseMoney('-125.00')} />);
    const amount = screen.getByText('-$125.00');
    expect(amount).toHaveAttribute('data-state', 'negative');
  });

  it('gives a positive amount a plus only when asked, and zero no sign at all', () => {
    render(
      <>
        <Amount value={parseMoney('5')} sign="always" data-testid="change" />
        <Amount value={parseMoney('0')} sign="always" data-testid="zero" />
        <Amount value={parseMoney('-5')} sign="always" data-testid="refund" />
      </>,
    );
    expect(screen.getByTestId('change')).toHaveTextContent(/^\+\$5\.00$/);
    expect(screen.getByTestId('zero')).toHaveTextContent(/^\$0\.00$/);
    expect(screen.getByTestId('zero')).toHaveAttribute('data-state', 'zero');
    expect(screen.getByTestId('refund')).toHaveTextContent(/^-\$5\.00$/);
  });

  it('counts tokens whole, one token in the singular', () => {
    render(
      <>
        <Amount value={moneyOf(1234n, 'TOKEN')} data-testid="many" />
        <Amount value={moneyOf(-1n, 'TOKEN')} data-testid="one" />
      </>,
    );
    expect(screen.getByTestId('many')).toHaveTextContent(/^1,234 tokens$/);
    expect(screen.getByTestId('many')).toHaveAttribute('data-unit', 'TOKEN');
    expect(screen.getByTestId('one')).toHaveTextContent(/^-1 token$/);
    expect(screen.getByTestId('one')).toHaveAttribute('data-state', 'negative');
  });

  it('keeps amounts beyond a float exact', () => {
    expect(amountText(parseMoney('90071992547409.99'))).toBe('$90,071,992,547,409.99');
  });
});
