/** Pure helpers of scripts/lighthouse.mjs: the figures it reads from a Lighthouse result. */

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Why a Lighthouse run measured nothing (its `runtimeError`, e.g. NO_NAVSTART when Chromium's trace
 * lost the navigation on a busy machine), or null for a good run. A failed run still has audits, with
 * no numeric values: counted, it would turn a median into NaN-sorted noise, so it is run again.
 */
export function runFailure(lhr) {
  const error = lhr.runtimeError;
  return error ? `${error.code}: ${error.message}` : null;
}

/** The figures of one Lighthouse result (`lhr`): scores 0–100, ms, CLS, script KiB on the wire. */
export function figuresOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    scriptKiB: Math.round((scriptBytes / 1024) * 10) / 10,
  };
}

/** The scripts a page loaded (path, bytes on the wire), largest first: what to make lazy next. */
export function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((i) => i.resourceType === 'Script')
    .map((i) => ({ path: new URL(i.url).pathname, transferSize: i.transferSize ?? 0 }))
    .sort((a, b) => b.transferSize - a.transferSize);
}
