import { describe, expect, it } from 'vitest';
import { figuresOf, median, runFailure, scriptsOf } from './lighthouse-figures.mjs';

const lhr = {
  categories: { performance: { score: 0.914 }, accessibility: { score: 1 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1834.6 },
    'total-blocking-time': { numericValue: 151.2 },
    'cumulative-layout-shift': { numericValue: 0.01234 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://127.0.0.1:3900/', resourceType: 'Document', transferSize: 2048 },
          {
            url: 'http://127.0.0.1:3900/assets/index-1.js',
            resourceType: 'Script',
            transferSize: 81920,
          },
          {
            url: 'http://127.0.0.1:3900/assets/feed-page-2.js',
            resourceType: 'Script',
            transferSize: 10240,
          },
          {
            url: 'http://127.0.0.1:3900/assets/index-3.css',
            resourceType: 'Stylesheet',
            transferSize: 11264,
          },
        ],
      },
    },
  },
};

describe('lighthouse figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 80, 100, 70])).toBe(85);
  });

  it('reads scores, metrics and the JavaScript on the wire from a result', () => {
    expect(figuresOf(lhr)).toEqual({
      performance: 91,
      accessibility: 100,
      lcpMs: 1835,
      tbtMs: 151,
      cls: 0.012,
      scriptKiB: 90,
    });
    expect(scriptsOf(lhr)).toEqual([
      { path: '/assets/index-1.js', transferSize: 81920 },
      { path: '/assets/feed-page-2.js', transferSize: 10240 },
    ]);
  });

  it('tells a run that measured nothing from a good one', () => {
    expect(runFailure(lhr)).toBeNull();
    const failed = {
      ...lhr,
      runtimeError: {
        code: 'NO_NAVSTART',
        message: 'Something went wrong with recording the trace.',
      },
    };
    expect(runFailure(failed)).toBe('NO_NAVSTART: Something went wrong with recording the trace.');
  });
});
