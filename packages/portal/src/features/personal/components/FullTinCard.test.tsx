import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkedTin, type FullTin, FullTinCard } from './FullTinCard';

function Harness() {
  const [tin, setTin] = useState<FullTin>({ text: '', error: 'Full TIN is not a real TIN' });
  return <FullTinCard tin={tin} onChange={setTin} />;
}

describe('the full TIN the office enters for the 1099', () => {
  it('sends a TIN that reads as one with its last four, nothing when empty, a reason otherwise', () => {
    expect(checkedTin({ text: '  ', error: null })).toEqual({});
    expect(checkedTin({ text: '123-45-6789', error: null })).toEqual({
      send: { tin: '123-45-6789', tinLast4: '6789' },
    });
    expect(checkedTin({ text: '12-3456789', error: null }).send?.tinLast4).toBe('6789');
    expect(checkedTin({ text: '000-00-0000', error: null }).error).toBe(
      'Full TIN is not a real TIN (all zeros)',
    );
    expect(checkedTin({ text: '12345', error: null }).error).toMatch(/^Full TIN must be 9 digits/);
  });

  it('is typed masked, shows its reason, and leaves nothing in the browser’s storage', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText(/Full TIN \(SSN or EIN\)/);
    expect(field.getAttribute('type')).toBe('password');
    expect(screen.getByText('Full TIN is not a real TIN')).toBeTruthy();
    await user.type(field, '123-45-6789');
    // Typing clears the reason; the value stays in the page, not in local storage.
    expect(screen.queryByText('Full TIN is not a real TIN')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('6789');
  });
});
