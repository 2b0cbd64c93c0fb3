import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

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

  it('shows no counter without a maximum and takes the number of rows', () => {
    render(<Textarea aria-label="Notes" rows={6} />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '6');
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
  });
});
