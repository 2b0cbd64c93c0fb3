import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clampQuantity, QuantityStepper } from './QuantityStepper';

function Counted({ onChange = () => {} }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState(2);
  return (
    <QuantityStepper
      label="Quantity of cards"
      value={value}
      min={1}
      max={3}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('counts up and down within its bounds', async () => {
    const user = userEvent.setup();
    render(<Counted />);
    const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('takes a typed number when left, kept within the bounds', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Counted onChange={changed} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
    await user.clear(input);
    await user.type(input, '9');
    expect(changed).not.toHaveBeenCalled();
    await user.tab();
    expect(changed).toHaveBeenCalledWith(3);
    expect(input).toHaveValue('3');
  });

  it('goes back to the value when what was typed is not a whole number', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Counted onChange={changed} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
    await user.clear(input);
    await user.type(input, '1.5{Enter}');
    expect(changed).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
  });

  it('is one group named by its label', () => {
    render(<Counted />);
    expect(screen.getByRole('group', { name: 'Quantity of cards' })).toBeInTheDocument();
  });

  it('reads a typed quantity', () => {
    expect(clampQuantity(' 4 ', 1, 10)).toBe(4);
    expect(clampQuantity('0', 1, 10)).toBe(1);
    expect(clampQuantity('-2', 1, 10)).toBeNull();
    expect(clampQuantity('', 1, 10)).toBeNull();
  });
});
