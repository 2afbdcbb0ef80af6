/**
 * Turns an uploaded image into the stored profile picture (issue 15) with sharp: the real format is
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
export const ACCEPTED_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const unsupportedPicture = () => new HttpError(415, 'unsupported_media_type', 'Please upload a JPEG, PNG, WebP or GIF image.');

export interface ProcessedPicture {
  data: Buffer;
  contentType: 'image/webp';
  /** First 32 hex characters of the SHA-256 of `data`. */
  hash: string;
}

/** Validates and resizes `input`. Throws 415 for anything that is not a readable JPEG/PNG/WebP/GIF. */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
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
