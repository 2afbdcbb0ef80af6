/**
 * Browser-side protections (issue 12, design.md §7), for every answer:
 *
 * - Content-Security-Policy, enforced by default (CSP_REPORT_ONLY=true only to debug): scripts by
 *   per-request nonce + 'strict-dynamic' (the SPA's nonced scripts may load the YouTube IFrame
 *   API and the Spotify Web Playback SDK, which load their own), images only from
 *   common/media-hosts.ts, `base-uri 'none'`, `frame-ancestors 'none'`, `object-src 'none'`.
 * - `Cache-Control: no-store` on every /api answer to a signed-in caller (they carry e-mail,
 *   role, private lists) and on answers that set a cookie, unless the route chose a `private`
 *   policy of its own (content-hashed profile pictures).
 * - HSTS (1 year, subdomains) when served over HTTPS (PUBLIC_URL https, or a trusted proxy says so).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { IMAGE_HOSTS } from '../../common/media-hosts';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP script nonce (base64). */
    scriptNonce: string;
  }
}

/** Script origins for browsers without 'strict-dynamic' (CSP2); CSP3 browsers use the nonce. */
const SCRIPT_HOSTS = ['https://www.youtube.com', 'https://s.ytimg.com', 'https://sdk.scdn.co'];
const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://sdk.scdn.co'];
/** Spotify Web API and accounts (token refresh), used by the Spotify player in the browser. */
const CONNECT_HOSTS = ['https://api.spotify.com', 'https://accounts.spotify.com'];

const HSTS = 'max-age=31536000; includeSubDomains';

/** Extra origins a configured outside service needs (e.g. a Spotify fake's origin in tests). */
export interface ExtraCspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

const NO_EXTRA: ExtraCspSources = { script: [], connect: [], frame: [], img: [] };
const union = (...lists: string[][]) => [...new Set(lists.flat())];

/** The CSP directives for one answer with script nonce `nonce`, plus `extra` origins. */
export function cspDirectives(nonce: string | (() => string), extra: ExtraCspSources = NO_EXTRA) {
  const nonceSource = typeof nonce === 'string' ? `'nonce-${nonce}'` : nonce;
  return {
    'default-src': ["'self'"],
    'script-src': [nonceSource, "'strict-dynamic'", "'self'", ...union(SCRIPT_HOSTS, extra.script)],
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
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // The service worker (/sw.js) and the web app manifest are same-origin files (issue 14).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': null,
  };
}

/** Registers the CSP (with `extra` origins), HSTS and no-store rules described above. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, extra: ExtraCspSources = NO_EXTRA): Promise<void> {
  const publicHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    (reply.raw as ServerResponse & { cspNonce?: string }).cspNonce = reply.scriptNonce;
  });
  const directives = cspDirectives('', extra) as Record<string, unknown>;
  directives['script-src'] = [
    (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as ServerResponse & { cspNonce?: string }).cspNonce ?? ''}'`,
    ...(directives['script-src'] as string[]).slice(1),
  ];
  // helmet's middleware is built once here: @fastify/helmet rebuilt it on every request when nonces
  // are in play (parsing every directive again: 1.8 % of a saved-songs answer's CPU, decision 009).
  const applyHeaders = helmet({
    contentSecurityPolicy: { reportOnly: config.CSP_REPORT_ONLY, useDefaults: false, directives: directives as never },
    crossOriginEmbedderPolicy: false,
    // HSTS is added below only over HTTPS: on plain http it is ignored anyway, and localhost must keep working.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });

  const overHttps = (request: FastifyRequest) => publicHttps || request.protocol === 'https';
  app.addHook('onSend', async (request, reply, payload) => {
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    // A route that chose a `private` policy itself keeps it (content-addressed profile pictures:
    // immutable and never shared between users); every other signed-in answer is no-store.
    const own = String(reply.getHeader('cache-control') ?? '');
    if (request.url.startsWith('/api/') && (request.user || reply.hasHeader('set-cookie')) && !/\bprivate\b/.test(own)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Adds `nonce` to every script and module-preload tag of the built index.html. */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/g, `<script nonce="${nonce}"`).replace(/<link\b(?=[^>]*rel="modulepreload")/g, `<link nonce="${nonce}"`);
}
