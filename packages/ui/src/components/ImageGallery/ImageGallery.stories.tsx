import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { makeImages } from '../ImagePreview/ImagePreview.fixtures';
import { IMAGE_GALLERY_SIZES, ImageGallery } from './ImageGallery';

const meta = {
  title: 'Data display/ImageGallery',
  component: ImageGallery,
  argTypes: { size: { control: 'inline-radio', options: IMAGE_GALLERY_SIZES } },
  args: { images: makeImages(3), label: 'Photos of the yard sign' },
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Open / })[1] as HTMLElement);
    await expect(await screen.findByRole('dialog', { name: 'Image preview' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Small: Story = { args: { size: 'sm' } };

/**
 * A cover in a phone's column (a 390 px screen less its margins): it keeps its 3:2 shape and
 * fits the column instead of running 480 px wide off the right edge.
 */
export const CoverOnAPhone: Story = {
  args: { size: 'lg', images: makeImages(1), label: 'Cover photo' },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByRole('button', { name: /^Open / });
    const box = cover.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(358);
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 2) / 3));
  },
};

/** An editor's photos: each can be taken off. */
export const Removable: Story = {
  render: function Render(args) {
    const [images, setImages] = useState(args.images);
    return (
      <ImageGallery
        {...args}
        images={images}
        onRemove={(index) => setImages(images.filter((_, i) => i !== index))}
        emptyText="No photos yet."
      />
    );
  },
};

/** A listing editor's photos: dragged to another place, or moved with Alt and an arrow key. */
export const Reorderable: Story = {
  args: { images: makeImages(4) },
  render: function Render(args) {
    const [images, setImages] = useState(args.images);
    return (
      <ImageGallery
        {...args}
        images={images}
        onMove={(from, to) => {
          const next = [...images];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          setImages(next);
        }}
        onRemove={(index) => setImages(images.filter((_, i) => i !== index))}
      />
    );
  },
};
