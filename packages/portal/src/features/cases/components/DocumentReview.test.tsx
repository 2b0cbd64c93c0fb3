import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisclosureList, ReviewTag, uploadHint } from './DocumentReview';

describe('a case document checklist', () => {
  it('shows the agent a rejection with its reason and reviewer, and what waits', () => {
    const { rerender } = render(
      <ReviewTag
        review={{
          documentId: 1,
          decision: 'rejected',
          reason: 'Page 2 unsigned',
          by: 'Ada Admin',
          at: '2026-03-01T17:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Page 2 unsigned (Ada Admin)')).toBeTruthy();
    rerender(<ReviewTag review={undefined} />);
    expect(screen.getByText('Awaiting review')).toBeTruthy();
  });

  it('lists each disclosure with its party and state, and nothing when the kind has none', () => {
    const { container, rerender } = render(
      <DisclosureList
        disclosures={[
          {
            party: 'seller',
            docKey: 'seller-disclosure',
            label: 'TDS',
            state: 'missing',
            reason: '',
          },
          {
            party: 'seller',
            docKey: 'agency-disclosure',
            label: 'AD',
            state: 'rejected',
            reason: 'Wrong form',
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['MissingSeller: TDS', 'RejectedSeller: AD— Wrong form']);
    rerender(<DisclosureList disclosures={[]} />);
    expect(container.textContent).toBe('');
  });

  it('states the upload limit in force in whole megabytes', () => {
    expect(uploadHint(2 * 1024 * 1024)).toBe('PDF, PNG, JPEG, DOC or DOCX, up to 2 MB');
  });
});
