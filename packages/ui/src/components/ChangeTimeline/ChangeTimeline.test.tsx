import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeTimeline } from './ChangeTimeline';

const ENTRY = {
  key: 1,
  who: 'Ada Admin',
  when: '12/01/2026 6:30 PM',
  dateTime: '2026-12-02T02:30:00.000Z',
  title: 'Changed',
  fields: [
    { label: 'Phone', before: '(415) 555-1003', after: '(415) 555-0188' },
    { label: 'Address', before: '', after: 'Alhambra' },
  ],
};

describe('ChangeTimeline', () => {
  it('lists each change with who, when and each field before and after', () => {
    render(<ChangeTimeline aria-label="History" entries={[ENTRY, { ...ENTRY, key: 2 }]} />);
    const list = screen.getByRole('list', { name: 'History' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(first).toHaveTextContent('Ada Admin');
    expect(first?.querySelector('time')).toHaveAttribute('dateTime', '2026-12-02T02:30:00.000Z');
    const phone = within(first as HTMLElement).getAllByRole('definition')[0];
    // A screen reader hears "from … to …"; the arrow is drawn only.
    expect(phone).toHaveTextContent(/^from \(415\) 555-1003\s*→\s*to \(415\) 555-0188$/);
    expect(phone?.querySelector('[aria-hidden="true"]')).toHaveTextContent('→');
  });

  it('shows the placeholder for an absent value, and the empty text for no change', () => {
    const { rerender } = render(<ChangeTimeline entries={[ENTRY]} emptyValue="none" />);
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('none');
    rerender(<ChangeTimeline entries={[]} emptyText="Nothing changed" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing changed')).toBeVisible();
  });

  it('takes the spoken words in another language', () => {
    render(<ChangeTimeline entries={[ENTRY]} labels={{ before: '从', after: '改为' }} />);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent(
      /^从 \(415\) 555-1003\s*→\s*改为 \(415\) 555-0188$/,
    );
  });
});
