import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview';
import { makeImages } from './ImagePreview.fixtures';

const IMAGES = makeImages(12);

/** A page's photo gallery: a click on a photo opens the preview at that photo. */
function Gallery(args: ImagePreviewProps) {
  const [open, setOpen] = useState(args.open ?? false);
  const [index, setIndex] = useState(args.index);
  return (
    <>
      <Inline space="sm">
        {args.images.map((image, position) => (
          <button
            key={image.src}
            type="button"
            aria-label={`Open ${image.alt}`}
            style={{ padding: 0, border: 0, cursor: 'pointer' }}
            onClick={() => {
              setIndex(position);
              setOpen(true);
            }}
          >
            <img src={image.src} alt="" width={96} height={64} />
          </button>
        ))}
      </Inline>
      <ImagePreview
        {...args}
        open={open}
        index={index}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        onIndexChange={(next) => {
          setIndex(next);
          args.onIndexChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ImagePreview',
  component: ImagePreview,
  render: (args) => <Gallery {...args} />,
  args: { images: IMAGES, index: 0, onIndexChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ImagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const openAt = async (canvasElement: HTMLElement, photo: number) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `Open Listing photo ${photo}` }),
  );
  return screen.findByRole('dialog', { name: 'Image preview' });
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await openAt(canvasElement, 7);
    await expect(screen.getByText('7 / 12')).toBeInTheDocument();
  },
};

export const Rotated: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAt(canvasElement, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    await expect(dialog).toHaveAttribute('data-rotation', '90');
  },
};

export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAt(canvasElement, 1);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    }
    await expect(dialog).toHaveAttribute('data-zoom', '1.5');
  },
};

export const ZoomedOutAndRotatedLeft: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAt(canvasElement, 3);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    await expect(dialog).toHaveAttribute('data-zoom', '0.5');
    await expect(dialog).toHaveAttribute('data-rotation', '-90');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    await openAt(canvasElement, 1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(screen.getByText('3 / 12')).toBeInTheDocument();
    // The screenshot waits for the new photo to be decoded, not half-way through swapping it.
    const [photo] = screen.getAllByRole('img', { name: 'Listing photo 3' }) as HTMLImageElement[];
    await photo?.decode();
  },
};

export const SingleImage: Story = {
  args: { images: IMAGES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await openAt(canvasElement, 1);
    await expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  },
};

export const ClosesOnMask: Story = {
  play: async ({ args, canvasElement }) => {
    await openAt(canvasElement, 1);
    await userEvent.click(screen.getByTestId('image-preview-mask'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
