import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime (spec 000 §9)', () => {
  it.each([
    [0, '0s'],
    [999, '0s'],
    [1000, '1s'],
    [59_999, '59s'],
    [60_000, '1m'],
    [3_600_000, '1h'],
    [86_400_000 * 6, '6d'],
    [86_400_000 * 7, '1w'],
    [86_400_000 * 29, '4w'],
    [86_400_000 * 30, '1mo'],
    [86_400_000 * 364, '12mo'],
    [86_400_000 * 365, '1y'],
    [86_400_000 * 800, '2y'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('reads future times as 0s and accepts ISO strings', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('0s');
    expect(relativeTime('2026-11-21T11:00:00Z', now)).toBe('1h');
  });
});
