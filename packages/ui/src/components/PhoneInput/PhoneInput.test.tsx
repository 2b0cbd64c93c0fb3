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

  it('drops letters', async () => {
    render(<PhoneInput aria-label="Phone" />);
    await userEvent.type(field(), 'a4b1c5');
    expect(field()).toHaveValue('(415');
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
    await userEvent.type(field(), '1234');
    expect(field()).not.toBeInvalid();
  });
});
