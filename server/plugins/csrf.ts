/**
 * Cross-site request forgery guard (decision 001). Unsafe methods on /api must come from our own
 * origin: a browser's `Sec-Fetch-Site: cross-site` or an `Origin` whose host differs from `Host`
 * is refused with 403. JSON-only bodies (415 otherwise) close the HTML-form route as well.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw forbidden('Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site requests are not allowed.');
      }
      if (originHost !== request.headers.host)
        throw forbidden('Cross-site requests are not allowed.');
    } else if (origin === 'null') {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
