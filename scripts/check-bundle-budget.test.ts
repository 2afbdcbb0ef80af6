import { describe, expect, it } from 'vitest';
import { measure, staticClosure, verdict } from './check-bundle-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js', imports: ['_jsx.js'] },
  '_jsx.js': { file: 'assets/jsx-3.js' },
  'features/feed/components/feed-page.tsx': {
    file: 'assets/feed-page-4.js',
    imports: ['_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card-5.js' },
  'app/pages/admin-page.tsx': { file: 'assets/admin-6.js', imports: ['_react.js'] },
  'styles.css': { file: 'assets/index-7.css' },
};

describe('bundle budget', () => {
  it('follows static imports transitively from the entry and the feed route, once each, not other routes', () => {
    expect(
      staticClosure(manifest, ['index.html', 'features/feed/components/feed-page.tsx']).sort(),
    ).toEqual(
      [
        '_card.js',
        '_jsx.js',
        '_react.js',
        'features/feed/components/feed-page.tsx',
        'index.html',
      ].sort(),
    );
  });

  it('measures compressed sizes of JavaScript files only', () => {
    const rows = measure(manifest, (file) =>
      Buffer.from(`/* ${file} */ ${'const a = 1;'.repeat(200)}`),
    );
    expect(rows.map((r) => r.file).sort()).toEqual([
      'assets/card-5.js',
      'assets/feed-page-4.js',
      'assets/index-1.js',
      'assets/jsx-3.js',
      'assets/react-2.js',
    ]);
    for (const r of rows) expect(r.gzip).toBeLessThan(r.raw);
  });

  it('fails above the hard limit and on more than 5 % growth without a note', () => {
    expect(verdict({ gzipKiB: 128 }, { gzipKiB: 128, limitKiB: 150 })).toEqual([]);
    expect(verdict({ gzipKiB: 134.3 }, { gzipKiB: 128, limitKiB: 150 })).toEqual([]);
    expect(verdict({ gzipKiB: 134.5 }, { gzipKiB: 128, limitKiB: 150 })).toHaveLength(1);
    expect(
      verdict({ gzipKiB: 134.5 }, { gzipKiB: 128, limitKiB: 150, note: 'the notification bell' }),
    ).toEqual([]);
    expect(
      verdict({ gzipKiB: 150.1 }, { gzipKiB: 149, limitKiB: 150, note: 'anything' })[0],
    ).toMatch(/above the 150 KiB limit/);
    expect(verdict({ gzipKiB: 151 }, null)).toHaveLength(1);
  });
});
