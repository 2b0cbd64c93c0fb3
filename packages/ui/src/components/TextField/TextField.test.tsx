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

  it('takes exactly maxLength characters, emoji included, and no more', async () => {
    const user = userEvent.setup();
    render(<TextField aria-label="Title" maxLength={3} />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    // One whole emoji at a time, as a browser inserts it (user-event types UTF-16 halves).
    await user.click(box);
    for (const emoji of ['👍', '👨‍👩‍👧', '🇺🇸', '👍']) await user.paste(emoji);
    expect(box).toHaveValue('👍👨‍👩‍👧🇺🇸');
    await user.clear(box);
    await user.paste('房地产经纪');
    expect(box).toHaveValue('房地产');
    expect(box).not.toHaveAttribute('maxlength');
  });

  it('lets a value already over maxLength be shortened', async () => {
    render(<TextField aria-label="Title" maxLength={2} defaultValue="abcd" />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(box, '{Backspace}');
    expect(box).toHaveValue('abc');
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('abc');
  });

  it('says when its value is wrong', () => {
    render(<TextField aria-label="Code" invalid />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInvalid();
  });
});
