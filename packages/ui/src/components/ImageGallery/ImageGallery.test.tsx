import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageGallery } from './ImageGallery';

const IMAGES = [
  { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Yard sign, front' },
  { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACwA', alt: 'Yard sign, back' },
];

describe('ImageGallery', () => {
  it('lists the images by name and opens the preview at the one chosen', async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={IMAGES} label="Photos" />);
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Open Yard sign, back' }));
    const preview = await screen.findByRole('dialog', { name: 'Image preview' });
    // The preview's main image and its thumbnail strip both name it.
    expect(within(preview).getAllByRole('img', { name: 'Yard sign, back' }).length).toBeGreaterThan(
      0,
    );
  });

  it('offers to remove each image only when asked to', async () => {
    const user = userEvent.setup();
    const removed = vi.fn();
    const { rerender } = render(<ImageGallery images={IMAGES} label="Photos" />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    rerender(<ImageGallery images={IMAGES} label="Photos" onRemove={removed} />);
    await user.click(screen.getByRole('button', { name: 'Remove Yard sign, front' }));
    expect(removed).toHaveBeenCalledWith(0);
  });

  it('moves an image by drag and drop, or one place with Alt and an arrow key', async () => {
    const user = userEvent.setup();
    const moved = vi.fn();
    const { rerender } = render(<ImageGallery images={IMAGES} label="Photos" />);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('draggable')).toBeNull();
    rerender(<ImageGallery images={IMAGES} label="Photos" onMove={moved} />);
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first.getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(first, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(second);
    fireEvent.drop(second);
    expect(moved).toHaveBeenLastCalledWith(0, 1);
    const back = screen.getByRole('button', { name: 'Open Yard sign, back' });
    back.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(moved).toHaveBeenLastCalledWith(1, 0);
    // Past either end nothing moves; without Alt an arrow key is the list's own.
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await user.keyboard('{ArrowLeft}');
    expect(moved).toHaveBeenCalledTimes(2);
    expect(back.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowLeft Alt+ArrowRight');
  });

  it('shows the empty text instead of an empty list', () => {
    render(<ImageGallery images={[]} label="Photos" emptyText="No photos yet." />);
    expect(screen.getByText('No photos yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
