/** A first-screen page preloads its route's chunks (server/lib/route-preloads.ts, decision 042). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads, routePreloadsOf, type Manifest } from './route-preloads';
import { withFirstScreen } from './first-screen';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  'features/feed/components/feed-page.tsx': {
    file: 'assets/feed-page-3.js',
    imports: ['_shared.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card-4.js', imports: ['_play.js'] },
  '_play.js': { file: 'assets/play-5.js' },
  'app/pages/saved-page.tsx': { file: 'assets/saved-6.js', imports: ['_card.js'] },
};

describe('routePreloads', () => {
  it("lists the route chunk and its static imports, without the entry's", () => {
    expect(routePreloads(manifest, '/')).toEqual([
      '/assets/feed-page-3.js',
      '/assets/card-4.js',
      '/assets/play-5.js',
    ]);
    expect(routePreloads(manifest, '/saved')).toEqual([
      '/assets/saved-6.js',
      '/assets/card-4.js',
      '/assets/play-5.js',
    ]);
    expect(routePreloads(manifest, '/you')).toEqual([]);
    expect(routePreloads(manifest, '/requests/7')).toEqual([]);
  });

  it('reads the built manifest once, and gives nothing without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearsay-preloads-'));
    try {
      expect(routePreloadsOf(dir)('/')).toEqual([]);
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
      expect(routePreloadsOf(dir)('/')).toHaveLength(3);
      writeFileSync(join(dir, '.vite/manifest.json'), '{not json');
      expect(routePreloadsOf(dir)('/')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are started with the entry by the first screen, once each', () => {
    const page = withFirstScreen(
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">\n' +
        '</head><body><div id="root"></div></body></html>',
      { html: '<p>feed</p>', state: {} },
      ['/assets/shared-2.js', ...routePreloads(manifest, '/')],
    );
    expect(page).toContain(
      'preloads=["/assets/shared-2.js","/assets/feed-page-3.js","/assets/card-4.js","/assets/play-5.js"]',
    );
  });
});
