import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: '1', label: 'Purchase' },
  { value: '3', label: 'Listing' },
  { value: '6', label: 'Referral', disabled: true },
];

describe('RadioGroup', () => {
  it('chooses an option by its label', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup aria-label="Type" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Listing'));
    expect(screen.getByRole('radio', { name: 'Listing' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('3');
  });

  it('checks the next option while an arrow key is held, as Radix does', async () => {
    render(<RadioGroup aria-label="Type" options={options} defaultValue="1" />);
    screen.getByRole('radio', { name: 'Purchase' }).focus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Listing' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  });

  it('moves between options with the arrow keys, skipping disabled ones, and chooses with space', async () => {
    render(<RadioGroup aria-label="Type" options={options} defaultValue="1" />);
    screen.getByRole('radio', { name: 'Purchase' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Listing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Purchase' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp} ');
    expect(screen.getByRole('radio', { name: 'Listing' })).toBeChecked();
  });

  it('is named by the FormField label around it', () => {
    render(
      <FormField label="Transaction type">
        <RadioGroup options={options} orientation="horizontal" />
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Transaction type' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
  });
});
