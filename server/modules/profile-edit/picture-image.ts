/**
 * Turns an uploaded image into the stored profile picture with sharp: the real format is
 * read from the bytes (the Content-Type header alone is not trusted), EXIF orientation applied, the
 * centre cropped to a square of PICTURE_SIZE_PX and encoded as WebP (metadata dropped).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-errors';

/** Largest upload accepted, in bytes (5 MiB). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the stored square picture, in px (the largest avatar is 80 CSS px; 2× plus headroom). */
export const PICTURE_SIZE_PX = 256;
/** Decoded pixels accepted before giving up (guards against decompression bombs): 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** sharp format names accepted, and the Content-Types that may carry them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const ACCEPTED_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;

export const unsupportedPicture = () =>
  new HttpError(415, 'unsupported_media_type', 'Please upload a JPEG, PNG, WebP or GIF image.');

export interface ProcessedPicture {
  data: Buffer;
  contentType: 'image/webp';
  /** First 32 hex characters of the SHA-256 of `data`. */
  hash: string;
}

/**
 * Pictures decoded at once per process. Each decode keeps a core busy for about
 * 0.2 s per 5 MB; with several at once on a small machine the decoders took the cores from the
 * event loop and every other request waited. One at a time leaves the other core(s) to the loop;
 * the rest wait their turn in order. sharp's own per-image thread count (`sharp.concurrency`) stays
 * at its default, which is 1 on glibc builds without jemalloc, as here.
 */
export const PICTURE_DECODES_AT_ONCE = 1;

/** A counting semaphore: `run(task)` starts `task` once fewer than `limit` tasks are running. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter (running stays the same), or free it.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Tasks running and waiting, for tests and diagnostics. */
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}

const decodes = concurrencyLimit(PICTURE_DECODES_AT_ONCE);

/**
 * Validates and resizes `input`, one picture per process at a time (PICTURE_DECODES_AT_ONCE).
 * Throws 415 for anything that is not a readable JPEG/PNG/WebP/GIF.
 */
export function processPicture(input: Buffer): Promise<ProcessedPicture> {
  return decodes.run(() => decodePicture(input));
}

async function decodePicture(input: Buffer): Promise<ProcessedPicture> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupportedPicture();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedPicture();
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedPicture();
  }
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return { data, contentType: 'image/webp', hash };
}
