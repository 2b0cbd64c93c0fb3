import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('takes typing', async () => {
    render(<TextField aria-label="Name" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
  });

  it('hands its ref to the input, as react-hook-form register needs', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} aria-label="Name" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('shows prefix and suffix around the text', () => {
    render(<TextField aria-label="Price" prefix="$" suffix="USD" />);
    expect(screen.getByText('$')).toBeVisible();
    expect(screen.getByText('USD')).toBeVisible();
  });

  it('cannot be typed into when disabled or read-only', async () => {
    render(
      <>
        <TextField aria-label="Off" disabled defaultValue="x" />
        <TextField aria-label="Fixed" readOnly defaultValue="y" />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Off' }), 'z');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fixed' }), 'z');
    expect(screen.getByRole('textbox', { name: 'Off' })).toHaveValue('x');
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveValue('y');
  });

  it("keeps the browser's own maxlength (the login has no room for counting characters)", () => {
    render(<TextField aria-label="Code" maxLength={6} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('maxlength', '6');
  });

  it('says when its value is wrong', () => {
    render(<TextField aria-label="Code" invalid />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInvalid();
  });
});
