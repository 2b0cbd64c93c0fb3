import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './PhoneInput';

function field() {
  return screen.getByRole('textbox', { name: 'Phone' });
}

describe('PhoneInput', () => {
  it('formats as (xxx) xxx-xxxx while typing', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput aria-label="Phone" onValueChange={onValueChange} />);
    await userEvent.type(field(), '4155');
    expect(field()).toHaveValue('(415) 5');
    await userEvent.type(field(), '551234');
    expect(field()).toHaveValue('(415) 555-1234');
    expect(onValueChange).toHaveBeenLastCalledWith('(415) 555-1234');
  });

  it('understands a leading country code 1', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput aria-label="Phone" onValueChange={onValueChange} />);
    await userEvent.type(field(), '+1 415 555 1234');
    expect(field()).toHaveValue('(415) 555-1234');
    expect(onValueChange).toHaveBeenLastCalledWith('(415) 555-1234');
    await userEvent.tab();
    expect(field()).toBeValid();
  });

  it('leaves what it cannot format as typed and says why once the field is left', async () => {
    const onValidityChange = vi.fn();
    render(<PhoneInput aria-label="Phone" onValidityChange={onValidityChange} />);
    await userEvent.type(field(), '+44 20 7946 0958');
    expect(field()).toHaveValue('+44 20 7946 0958');
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(
      'Only US and Canadian numbers (+1) can be entered.',
    );
    expect(onValidityChange).toHaveBeenLastCalledWith(
      'Only US and Canadian numbers (+1) can be entered.',
    );
  });

  it('refuses letters instead of dropping them', async () => {
    render(<PhoneInput aria-label="Phone" />);
    await userEvent.type(field(), 'a415');
    expect(field()).toHaveValue('a415');
    await userEvent.tab();
    expect(field()).toHaveAccessibleDescription(
      'A phone number has only digits, spaces and ( ) - . +',
    );
  });

  it('formats a value it is given', () => {
    render(<PhoneInput aria-label="Phone" value="4155551234" />);
    expect(field()).toHaveValue('(415) 555-1234');
  });

  it('marks a number shorter than 10 digits invalid once the field is left', async () => {
    render(<PhoneInput aria-label="Phone" />);
    await userEvent.type(field(), '415555');
    expect(field()).not.toBeInvalid();
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('A phone number needs 10 digits, area code first.');
    await userEvent.type(field(), '1234');
    expect(field()).not.toBeInvalid();
  });
});
