/**
 * GIF search (spec 000 §7 "GIF search"): GET /api/gifs/search?query=&limit=&offset= and
 * GET /api/gifs/trending?limit=&offset=, both answering an array of `{id, url, previewUrl, title}`.
 * One stable path whatever provider is configured (docs/decisions/007-gifs-and-video-search.md).
 * Also serves the bundled GIFs of the `local` provider under /gifs/.
 */
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SEARCH_MIN_CHARS } from '../../../common/constants';
import { type Gif } from '../../../common/schemas';
import type { App, RouteDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError } from '../../lib/http-errors';
import { GifProviderError } from '../../providers/gifs/gif-provider';

/** Folder of the generated GIF files (scripts/generate-gifs.ts). */
export const LOCAL_GIF_DIR = fileURLToPath(
  new URL('../../providers/gifs/assets/', import.meta.url),
);

/** Runs a provider call, turning its failures into 502 with the spec's message (spec 000 §8). */
async function guarded(app: App, run: () => Promise<Gif[]>): Promise<Gif[]> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GifProviderError) {
      app.log.warn({ err }, 'GIF provider failed');
      throw new HttpError(502, 'gif_search_failed', 'Failed to search for GIFs. Please try again.');
    }
    throw err;
  }
}

export async function gifRoutes(app: App, { gifs: provider }: RouteDeps) {
  registerRoute(app, 'getGifsSearch', async (request) => {
    const query = request.query.query.trim();
    if (query.length < SEARCH_MIN_CHARS) return [];
    const { limit, offset } = request.query;
    return guarded(app, () => provider.search(query, { limit, offset }));
  });

  registerRoute(app, 'getGifsTrending', async (request) => {
    const { limit, offset } = request.query;
    return guarded(app, () => provider.trending({ limit, offset }));
  });

  // The bundled GIFs: public like the SPA's own assets (they are images, not member data), cached a
  // day (file names are stable, contents may be regenerated), and a plain 404 for unknown names.
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: LOCAL_GIF_DIR,
        decorateReply: false,
        index: false,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ error: 'not_found', message: 'No such GIF.' }),
      );
    },
    { prefix: '/gifs' },
  );
}
