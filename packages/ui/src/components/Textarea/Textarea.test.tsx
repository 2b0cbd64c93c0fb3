import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

/**
 * Types whole characters, as a browser inserts them (an emoji keyboard sends 👨‍👩‍👧 at once);
 * user-event's `type` inserts UTF-16 units one by one, half an emoji at a time.
 */
async function typeCharacters(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
) {
  await user.click(box);
  for (const { segment } of new Intl.Segmenter().segment(text)) await user.paste(segment);
}

function Controlled({ seen }: { seen: string[] }) {
  const [text, setText] = useState('');
  return (
    <Textarea
      aria-label="Remark"
      maxLength={3}
      value={text}
      onChange={(e) => {
        seen.push(e.target.value);
        setText(e.target.value);
      }}
    />
  );
}

describe('Textarea', () => {
  it('counts the characters typed against the maximum', async () => {
    render(<Textarea aria-label="Remark" maxLength={10} />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await userEvent.type(box, 'Hello');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('5 / 10');
  });

  it('stops at the maximum length', async () => {
    render(<Textarea aria-label="Remark" maxLength={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remark' }), 'abcdef');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('abc');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('counts an emoji, a family or an accented letter as one character', async () => {
    render(<Textarea aria-label="Remark" maxLength={10} defaultValue={'👨‍👩‍👧 caf\u0065\u0301'} />);
    expect(screen.getByText('6 / 10')).toBeInTheDocument();
    await typeCharacters(userEvent.setup(), screen.getByRole('textbox', { name: 'Remark' }), '👍');
    expect(screen.getByText('7 / 10')).toBeInTheDocument();
  });

  it('takes exactly the limit in emoji when typed, and no more', async () => {
    render(<Textarea aria-label="Remark" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    await typeCharacters(userEvent.setup(), box, '👍'.repeat(7));
    expect(box).toHaveValue('👍'.repeat(5));
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('maxlength');
  });

  it('inserts only the part of a paste that fits, where the caret is', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Remark" maxLength={4} defaultValue="ab" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' });
    await user.click(box);
    box.setSelectionRange(1, 1);
    await user.paste('👨‍👩‍👧🇺🇸👍');
    expect(box).toHaveValue('a👨‍👩‍👧🇺🇸b');
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await user.paste('👍');
    expect(box).toHaveValue('a👨‍👩‍👧🇺🇸b');
  });

  it('hands a controlled form only what fits', async () => {
    const seen: string[] = [];
    render(<Controlled seen={seen} />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    await typeCharacters(userEvent.setup(), box, '🇺🇸👨‍👩‍👧🇺🇸🇺🇸👍');
    expect(box).toHaveValue('🇺🇸👨‍👩‍👧🇺🇸');
    expect(seen.every((v) => [...new Intl.Segmenter().segment(v)].length <= 3)).toBe(true);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('shows no counter without a maximum and takes the number of rows', () => {
    render(<Textarea aria-label="Notes" rows={6} />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '6');
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
  });
});
