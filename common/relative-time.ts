/**
 * Relative-time helper of spec 000 §9: a count plus a unit letter (y, mo, w, d, h, m, s), with
 * 365-day years, 30-day months and 7-day weeks, and "0s" under one second. Future times read "0s".
 */
const SECOND = 1000;
const UNITS: [string, number][] = [
  ['y', 365 * 86_400 * SECOND],
  ['mo', 30 * 86_400 * SECOND],
  ['w', 7 * 86_400 * SECOND],
  ['d', 86_400 * SECOND],
  ['h', 3_600 * SECOND],
  ['m', 60 * SECOND],
  ['s', SECOND],
];

/** "3h", "2w", "0s"… for the time from `date` to `now` (both Date or ISO string; ms precision). */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return `${Math.floor(elapsed / size)}${unit}`;
  }
  return '0s';
}
