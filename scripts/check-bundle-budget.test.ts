import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT_KIB, scriptFigures, verdict } from './check-bundle-budget.mjs';

const BASE = 'http://127.0.0.1:3950';

describe('bundle budget (what a browser downloads, decision 042)', () => {
  it('counts the scripts only, body and headers on the wire, largest first', () => {
    const figures = scriptFigures([
      {
        url: `${BASE}/assets/index-1.js`,
        resourceType: 'script',
        bodyBytes: 70_000,
        headerBytes: 450,
      },
      {
        url: `${BASE}/assets/feed-2.js`,
        resourceType: 'script',
        bodyBytes: 3_000,
        headerBytes: 450,
      },
      {
        url: `${BASE}/assets/index-3.css`,
        resourceType: 'stylesheet',
        bodyBytes: 9_000,
        headerBytes: 450,
      },
      {
        url: `${BASE}/api/requests?x=1`,
        resourceType: 'fetch',
        bodyBytes: 5_000,
        headerBytes: 450,
      },
      { url: `${BASE}/`, resourceType: 'document', bodyBytes: 20_000, headerBytes: 900 },
    ]);
    expect(figures.rows.map((r) => [r.path, r.bytes])).toEqual([
      ['/assets/index-1.js', 70_450],
      ['/assets/feed-2.js', 3_450],
    ]);
    expect(figures.totalKiB).toBe(72.2);
  });

  it('fails only above the limit', () => {
    expect(DEFAULT_LIMIT_KIB).toBe(120);
    expect(verdict(120)).toEqual([]);
    expect(verdict(120.1)[0]).toMatch(/120.1 KiB of JavaScript, above the 120 KiB budget/);
    expect(verdict(121.9, 122)).toEqual([]);
    expect(verdict(122.1, 122)).toHaveLength(1);
  });
});
