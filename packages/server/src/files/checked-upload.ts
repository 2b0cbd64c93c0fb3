import { badInput, fieldRefused } from '../envelope.js';
import { imageRefusal, isImageMime } from './image-check.js';
import { fileTooLarge, type IncomingFile } from './multipart.js';
import type { FileStorage } from './storage.js';

/** First bytes of every format a call accepts: the declared type must match the content. */
const MAGIC = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46], name: 'PDF' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'PNG image' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], name: 'JPEG image' },
  'application/msword': { bytes: [0xd0, 0xcf, 0x11, 0xe0], name: 'Word (.doc) document' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    name: 'Word (.docx) document',
  },
} as const satisfies Record<string, { bytes: readonly number[]; name: string }>;

export type KnownMime = keyof typeof MAGIC;

/** What a person calls the format ("PDF", "PNG image"), for refusals. */
export const formatName = (mime: KnownMime): string => MAGIC[mime].name;

/**
 * The declared type, lower-cased, when the call's limits table (`types`: type → file endings)
 * takes it; null otherwise. Own keys only: `in` would accept `__proto__` or `constructor`.
 */
export function acceptedType<M extends KnownMime>(
  types: Readonly<Record<M, readonly string[]>>,
  mime: string,
): M | null {
  const lower = mime.toLowerCase();
  return Object.hasOwn(types, lower) ? (lower as M) : null;
}

/** The file name must end as its declared type does; `subject` says whose ending it is. */
export function checkEnding(endings: readonly string[], fileName: string, subject: string): void {
  const lower = fileName.toLowerCase();
  if (!endings.some((e) => lower.endsWith(e))) {
    throw fieldRefused('fileName', `${subject}must end with ${endings.join(' or ')}`);
  }
}

export interface StoredUpload {
  key: string;
  size: number;
  /** Removes the stored bytes and throws `error`: for a refusal after the file was stored. */
  refuse(error: Error): Promise<never>;
}

/**
 * Streams an upload to storage chunk by chunk (the event loop stays free meanwhile), then refuses
 * it — removing what was stored — when it was cut at the call's limit, is empty, its first bytes
 * are not the declared type's, or it is an image whose header does not decode or whose size is
 * over `IMAGE_LIMITS`.
 */
export async function storeChecked(
  files: FileStorage,
  file: IncomingFile,
  mime: KnownMime,
): Promise<StoredUpload> {
  const saved = await files.save(file.stream);
  const refuse = async (error: Error): Promise<never> => {
    await files.remove(saved.key);
    throw error;
  };
  if (file.tooLarge()) await refuse(fileTooLarge(file));
  if (saved.size === 0) await refuse(badInput('The file is empty'));
  if (!MAGIC[mime].bytes.every((b, i) => saved.head[i] === b)) {
    await refuse(badInput(`The file's content is not a ${MAGIC[mime].name}`));
  }
  if (isImageMime(mime)) {
    const refusal = await imageRefusal(files, saved.key, saved.size, mime, MAGIC[mime].name);
    if (refusal) await refuse(refusal);
  }
  return { key: saved.key, size: saved.size, refuse };
}

/** The images the portal takes for covers and product photos, by type and file name ending. */
export const IMAGE_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] } as const;

/**
 * A PNG or JPEG upload, checked and stored, then recorded by `record` (its table's row), or
 * refused with `what` in the message ("A cover", "A product photo"): what every image upload
 * does. A refused or failed record removes the stored bytes. Answers the stored key.
 */
export async function saveImage(
  files: FileStorage,
  file: IncomingFile | null,
  input: { mime: string; fileName: string },
  what: string,
  record: (image: {
    key: string;
    mime: keyof typeof IMAGE_TYPES;
    size: number;
  }) => Promise<unknown>,
): Promise<string> {
  const mime = acceptedType(IMAGE_TYPES, input.mime);
  if (!mime) throw badInput(`${what} must be a PNG or JPEG image`);
  checkEnding(IMAGE_TYPES[mime], input.fileName, '');
  if (!file) throw fieldRefused('file', 'is required');
  const saved = await storeChecked(files, file, mime);
  await record({ key: saved.key, mime, size: saved.size }).catch(saved.refuse);
  return saved.key;
}
