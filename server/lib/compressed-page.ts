/**
 * Page documents compressed as they are sent. The compression plugin attaches itself to routes
 * (its onRoute hook), and pages are answered by the not-found handler, so without this they left
 * uncompressed: a signed-in first screen is tens of kilobytes of HTML that shrink to a fifth, which
 * is round trips saved on a slow phone network (docs/decisions/059).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes the encoding's own overhead outweighs the saving (the plugin's threshold). */
const MIN_BYTES = 1024;

/**
 * Brotli quality 4: the compression plugin's default for answers made per request (quality 11 is
 * for the build's static copies; per request it costs milliseconds).
 */
const BROTLI_QUALITY = 4;

/** A page body ready to send, and the Content-Encoding it carries (null: as it is). */
export interface CompressedPage {
  body: Buffer | string;
  encoding: 'br' | 'gzip' | null;
}

/**
 * `html` encoded as the Accept-Encoding header `acceptEncoding` prefers among brotli and gzip, or
 * unchanged when the client takes neither or the page is too small to gain.
 */
export async function compressPage(
  acceptEncoding: string | undefined,
  html: string,
): Promise<CompressedPage> {
  if (!acceptEncoding || Buffer.byteLength(html) < MIN_BYTES) return { body: html, encoding: null };
  const encoding = negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null;
  if (encoding === 'br')
    return {
      body: await brotliAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      encoding,
    };
  if (encoding === 'gzip') return { body: await gzipAsync(html), encoding };
  return { body: html, encoding: null };
}
