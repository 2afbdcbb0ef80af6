/** ISO 8601 durations as the YouTube API sends them (contentDetails.duration, e.g. "PT3M45S"). */

const PATTERN = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Milliseconds of an ISO 8601 duration ("PT1H2M3S" → 3 723 000; "P1DT1S" → 86 401 000).
 * Null for anything else, including "P" and "PT" with no parts. Live streams report "P0D" → 0.
 */
export function parseIsoDuration(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = PATTERN.exec(value.trim());
  if (!m || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, w, d, h, min, s] = m;
  const seconds =
    Number(w ?? 0) * 604_800 +
    Number(d ?? 0) * 86_400 +
    Number(h ?? 0) * 3600 +
    Number(min ?? 0) * 60 +
    Number(s ?? 0);
  return Math.round(seconds * 1000);
}
