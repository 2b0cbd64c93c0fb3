import type { PreviewImage } from './ImagePreview';

const COLOURS = ['#1b2b4b', '#2457c5', '#15803d', '#b45309', '#c81e1e', '#6b21a8', '#0e7490'];

/**
 * Small inline SVG images, so stories are offline and every screenshot is the same. Each one has
 * its number and an arrow pointing up, which makes rotation visible.
 */
export function makeImages(count: number): PreviewImage[] {
  return Array.from({ length: count }, (_, index) => {
    const colour = COLOURS[index % COLOURS.length] ?? '#1b2b4b';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="${colour}"/><path d="M240 40 L300 120 H260 V200 H220 V120 H180 Z" fill="#ffffff"/><text x="240" y="280" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#ffffff" text-anchor="middle">Photo ${index + 1}</text></svg>`;
    return {
      src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      alt: `Listing photo ${index + 1}`,
    };
  });
}
