import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReturnButton } from './ReturnButton';

describe('ReturnButton', () => {
  it("says 'Return' and reports the click, leaving the decision to the portal", async () => {
    const onClick = vi.fn();
    render(<ReturnButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes its text from the portal', () => {
    render(<ReturnButton label="返回" />);
    expect(screen.getByRole('button', { name: '返回' })).toBeVisible();
  });

  it('works from the keyboard', async () => {
    const onClick = vi.fn();
    render(<ReturnButton onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be a plain link back', () => {
    render(<ReturnButton href="#/transaction/caselist" />);
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute(
      'href',
      '#/transaction/caselist',
    );
  });
});
