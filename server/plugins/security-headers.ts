/**
 * Browser-side protections (decision 001), for every answer:
 *
 * - Content-Security-Policy, enforced by default (CSP_REPORT_ONLY=true only to debug): scripts by
 *   a nonce drawn per document + 'strict-dynamic' (the SPA's nonced scripts may load the YouTube
 *   IFrame API and the Spotify Web Playback SDK, which load their own; answers that are not such
 *   a document carry no nonce and so allow no script), images only from
 *   common/media-hosts.ts, `base-uri 'none'`, `frame-ancestors 'none'`, `object-src 'none'`.
 * - `Cache-Control: no-store` on every /api answer to a signed-in caller (they carry e-mail,
 *   role, private lists) and on answers that set a cookie, unless the route chose a `private`
 *   policy of its own (content-hashed profile pictures).
 * - HSTS (1 year, subdomains) when served over HTTPS (PUBLIC_URL https, or a trusted proxy says so).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { IMAGE_HOSTS, PREVIEW_AUDIO_HOSTS } from '../../common/media-hosts';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer a fresh script nonce (16 random bytes, base64): its CSP then allows the
     * scripts that carry it. Returns the nonce. Only documents that run scripts call it.
     */
    issueScriptNonce(): string;
  }
}

/** Script origins for browsers without 'strict-dynamic' (CSP2); CSP3 browsers use the nonce. */
const SCRIPT_HOSTS = ['https://www.youtube.com', 'https://s.ytimg.com', 'https://sdk.scdn.co'];
const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://sdk.scdn.co',
];
/** Spotify Web API and accounts (token refresh), used by the Spotify player in the browser. */
const CONNECT_HOSTS = ['https://api.spotify.com', 'https://accounts.spotify.com'];

const HSTS = 'max-age=31536000; includeSubDomains';

/** Extra origins a configured outside service needs (e.g. a Spotify fake's origin in tests). */
export interface ExtraCspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  /** Audio origins beyond Apple's preview host (the loopback preview fake of PREVIEW_AUDIO_ORIGIN). */
  media?: string[];
}

const NO_EXTRA: ExtraCspSources = { script: [], connect: [], frame: [], img: [] };
const union = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The CSP directives of every answer, plus `extra` origins. `script-src` names no nonce: a document
 * that runs scripts gets one added (`reply.issueScriptNonce()`); without one, 'strict-dynamic'
 * makes CSP3 browsers run no script, and the hosts are for CSP2 browsers only.
 */
export function cspDirectives(extra: ExtraCspSources = NO_EXTRA) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'strict-dynamic'", "'self'", ...union(SCRIPT_HOSTS, extra.script)],
    'frame-src': union(FRAME_HOSTS, extra.frame),
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...union(
        IMAGE_HOSTS.map((h) => `https://${h}`),
        extra.img,
      ),
    ],
    // Inline style attributes are set by Radix (positioning) and the player; no script can run from them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...union(CONNECT_HOSTS, extra.connect)],
    // 30-second song previews play in an audio element.
    'media-src': [
      "'self'",
      'blob:',
      ...union(
        PREVIEW_AUDIO_HOSTS.map((h) => `https://${h}`),
        extra.media ?? [],
      ),
    ],
    'font-src': ["'self'"],
    // The service worker (/sw.js) and the web app manifest are same-origin files.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': null,
  };
}

/**
 * Registers the CSP (with `extra` origins), HSTS and no-store rules described above.
 *
 * Every answer gets the same fixed headers, computed once by helmet: a CSP whose `script-src` has
 * no nonce, so with 'strict-dynamic' it runs no script at all (JSON, images, the worker, static
 * files). A document that runs scripts (index.html, the API docs) calls `reply.issueScriptNonce()`,
 * which swaps in the same policy with a fresh nonce. Drawing and validating a nonce'd policy for every
 * answer was about 9 % of a `/api/auth/me` answer's CPU on PGlite (decision 009).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  extra: ExtraCspSources = NO_EXTRA,
): Promise<void> {
  const publicHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const headers = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        reportOnly: config.CSP_REPORT_ONLY,
        useDefaults: false,
        directives: cspDirectives({
          ...extra,
          media: [
            ...(extra.media ?? []),
            ...(config.PREVIEW_AUDIO_ORIGIN ? [config.PREVIEW_AUDIO_ORIGIN] : []),
          ],
        }),
      },
      crossOriginEmbedderPolicy: false,
      // HSTS is added below only over HTTPS: on plain http it is ignored anyway, and localhost must keep working.
      strictTransportSecurity: false,
    }),
  );
  const cspHeader = config.CSP_REPORT_ONLY
    ? 'content-security-policy-report-only'
    : 'content-security-policy';
  const policy = headers.find(([name]) => name === cspHeader)?.[1] ?? '';
  const at = policy.indexOf('script-src ') + 'script-src '.length;
  if (at < 'script-src '.length) throw new Error('the CSP has no script-src directive');
  const [beforeNonce, afterNonce] = [policy.slice(0, at), policy.slice(at)];

  app.decorateReply('issueScriptNonce', function (this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    this.raw.setHeader(cspHeader, `${beforeNonce}'nonce-${nonce}' ${afterNonce}`);
    return nonce;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const overHttps = (request: FastifyRequest) => publicHttps || request.protocol === 'https';
  app.addHook('onSend', async (request, reply, payload) => {
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    // A route that chose a `private` policy itself keeps it (content-addressed profile pictures:
    // immutable and never shared between users); every other signed-in answer is no-store.
    const own = String(reply.getHeader('cache-control') ?? '');
    if (
      request.url.startsWith('/api/') &&
      (request.user || reply.hasHeader('set-cookie')) &&
      !/\bprivate\b/.test(own)
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * The headers a helmet middleware sets, as [lower-case name, value] pairs: run once against a
 * recording response (helmet's middlewares are synchronous, and with fixed directives read nothing
 * from the request). Throws if helmet reports an error (an invalid directive).
 */
function fixedHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** Adds `nonce` to every script and module-preload tag of the built index.html. */
export function withScriptNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*rel="modulepreload")/g, `<link nonce="${nonce}"`);
}

/** Headers that only a document (or worker) obeys: a hashed script or stylesheet goes without them. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
