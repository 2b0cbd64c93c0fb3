import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview, stepZoom, thumbnailScrollIndex } from './ImagePreview';
import { makeImages } from './ImagePreview.fixtures';

const IMAGES = makeImages(10);

function Harness({ start = 0, onOpenChange = vi.fn() }) {
  const [index, setIndex] = useState(start);
  return (
    <ImagePreview
      images={IMAGES}
      index={index}
      onIndexChange={setIndex}
      open
      onOpenChange={onOpenChange}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Image preview' });
const shown = () => within(dialog()).getAllByRole('img')[0];

describe('stepZoom and thumbnailScrollIndex', () => {
  it('zooms in steps of 0.1 between 0.5 and 4', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.7, -1)).toBe(0.6);
  });
  it('scrolls the strip to the item 4 positions back', () => {
    expect(thumbnailScrollIndex(2)).toBe(0);
    expect(thumbnailScrollIndex(7)).toBe(3);
  });
});

describe('ImagePreview', () => {
  it('shows the current image in a full-screen dialog', () => {
    render(<Harness start={2} />);
    expect(shown()).toHaveAttribute('alt', 'Listing photo 3');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('takes focus itself, so the arrow keys work straight away', async () => {
    render(<Harness start={2} />);
    expect(dialog()).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Listing photo 2');
  });

  it('moves with the buttons and the arrow keys, stopping at the ends', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('alt', 'Listing photo 2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Listing photo 4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Listing photo 3');
  });

  it('rotates in 90° steps both ways', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(dialog()).toHaveAttribute('data-rotation', '90');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(dialog()).toHaveAttribute('data-rotation', '-90');
    expect(shown()).toHaveStyle({ transform: 'scale(1) rotate(-90deg)' });
  });

  it('zooms with the buttons and the wheel, within 50 % and 400 %', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('110%')).toBeInTheDocument();
    for (let step = 0; step < 10; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    }
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    fireEvent.wheel(screen.getByTestId('image-preview-mask'), { deltaY: -100 });
    expect(dialog()).toHaveAttribute('data-zoom', '0.6');
  });

  it('starts each image upright at 100 %', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(dialog()).toHaveAttribute('data-rotation', '0');
    expect(dialog()).toHaveAttribute('data-zoom', '1');
  });

  it('jumps to a thumbnail and scrolls the strip to the one 4 positions back', async () => {
    const offsetLeft = vi
      .spyOn(HTMLElement.prototype, 'offsetLeft', 'get')
      .mockImplementation(function (this: HTMLElement) {
        const items = this.parentElement ? [...this.parentElement.children] : [];
        return this.tagName === 'LI' ? items.indexOf(this) * 100 : 0;
      });
    render(<Harness />);
    const strip = screen.getByRole('list', { name: 'Thumbnails' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Listing photo 8' }));
    expect(shown()).toHaveAttribute('alt', 'Listing photo 8');
    expect(within(strip).getByRole('button', { name: 'Listing photo 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(strip.scrollLeft).toBe(300);
    offsetLeft.mockRestore();
  });

  it('closes on Esc and on a click on the mask, not on the image', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(shown() as HTMLElement);
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('image-preview-mask'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
