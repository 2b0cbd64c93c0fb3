import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LimitedTextField as TextField } from './LimitedTextField';

describe('LimitedTextField', () => {
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
});
