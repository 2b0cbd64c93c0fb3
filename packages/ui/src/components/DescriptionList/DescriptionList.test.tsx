import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each label with its value', () => {
    render(<DescriptionList items={[{ label: 'Agent', value: 'Grace Liu' }]} />);
    expect(screen.getByRole('term')).toHaveTextContent('Agent');
    expect(screen.getByRole('definition')).toHaveTextContent('Grace Liu');
  });

  it("shows '—' for a missing value, or the placeholder it is given", () => {
    const items = [
      { label: 'Board', value: null },
      { label: 'License', value: '' },
      { label: 'Count', value: 0 },
    ];
    const { rerender } = render(<DescriptionList items={items} />);
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['—', '—', '0']);
    rerender(<DescriptionList items={items} emptyValue="N/A" />);
    expect(
      within(screen.getAllByRole('definition')[0] as HTMLElement).getByText('N/A'),
    ).toBeVisible();
  });

  it('lays items out in the asked number of columns', () => {
    const { container } = render(<DescriptionList columns={3} items={[]} />);
    expect(container.querySelector('dl')).toHaveAttribute('data-columns', '3');
  });
});
