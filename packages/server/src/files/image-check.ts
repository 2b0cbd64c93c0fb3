import { IMAGE_LIMITS } from '@bq/contract';
import { imageSize } from 'image-size';
import { badInput } from '../envelope.js';
import type { FileStorage } from './storage.js';

/** As much as image-size itself reads of a file: a PNG's size is in its first 24 bytes. */
const HEAD_BYTES = 512 * 1024;

const TYPE_OF = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export type ImageMime = keyof typeof TYPE_OF;
export const isImageMime = (mime: string): mime is ImageMime => Object.hasOwn(TYPE_OF, mime);

function dimensions(bytes: Uint8Array, mime: ImageMime) {
  try {
    const size = imageSize(bytes);
    return size.type === TYPE_OF[mime] && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

/**
 * The refusal of a stored image whose header cannot be decoded, or that is larger than
 * `IMAGE_LIMITS.maxSidePx` a side; null when it is fine. Only the header is read (image-size): the
 * pixels are never decoded here, which is what makes a huge claim cheap to refuse.
 */
export async function imageRefusal(
  files: FileStorage,
  key: string,
  size: number,
  mime: ImageMime,
  formatName: string,
): Promise<Error | null> {
  let found = dimensions(await files.readRange(key, 0, Math.min(size, HEAD_BYTES)), mime);
  // A JPEG states its size after its metadata (EXIF, colour profiles), which can run longer.
  if (!found && size > HEAD_BYTES) found = dimensions(await files.read(key), mime);
  if (!found)
    return badInput(`The file is not a readable ${formatName}: its header could not be decoded`);
  const max = IMAGE_LIMITS.maxSidePx;
  if (found.width > max || found.height > max) {
    return badInput(
      `The image is too large: ${found.width} × ${found.height} pixels (limit ${max} pixels a side)`,
    );
  }
  return null;
}
