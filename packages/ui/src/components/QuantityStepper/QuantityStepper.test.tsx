import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clampQuantity, QuantityStepper, quantityProblem } from './QuantityStepper';

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

  it('takes a typed number when left', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Counted onChange={changed} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
    await user.clear(input);
    await user.type(input, '3');
    expect(changed).not.toHaveBeenCalled();
    await user.tab();
    expect(changed).toHaveBeenCalledWith(3);
    expect(input).toHaveValue('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('first-user money: a quantity that is not one is said, never snapped', () => {
    it.each([
      ['99999', 'At most 3'],
      ['-3', 'Enter a whole number from 1 to 3'],
      ['abc', 'Enter a whole number from 1 to 3'],
      ['1.5', 'Enter a whole number from 1 to 3'],
      ['0', 'At least 1'],
    ])('keeps %s as typed and says "%s"', async (typed, said) => {
      const user = userEvent.setup();
      const changed = vi.fn();
      const problems = vi.fn();
      render(
        <QuantityStepper
          label="Quantity of cards"
          value={2}
          min={1}
          max={3}
          onChange={changed}
          onProblem={problems}
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(changed).not.toHaveBeenCalled();
      expect(input).toHaveValue(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(said);
      expect(input).toHaveAccessibleDescription(said);
      expect(problems).toHaveBeenLastCalledWith(said);
    });

    it('asks for a quantity when the field is left empty, and clears once one is typed', async () => {
      const user = userEvent.setup();
      const changed = vi.fn();
      render(<Counted onChange={changed} />);
      const input = screen.getByRole('textbox', { name: 'Quantity of cards' });
      await user.clear(input);
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity from 1 to 3');
      await user.type(input, '1');
      await user.tab();
      expect(changed).toHaveBeenCalledWith(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });
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
    expect(quantityProblem(' 4 ', 1, 10)).toBeNull();
    expect(quantityProblem('11', 1, 10)).toBe('At most 10');
  });
});
