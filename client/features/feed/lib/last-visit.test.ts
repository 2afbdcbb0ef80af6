import { describe, expect, it } from 'vitest';
import { newSinceIndex } from './last-visit';

const at = (...times: string[]) => times.map((createdAt) => ({ createdAt }));

describe('newSinceIndex', () => {
  const list = at(
    '2026-05-03T10:00:00.000Z',
    '2026-05-02T10:00:00.000Z',
    '2026-05-01T10:00:00.000Z',
  );

  it('puts the divider before the first request asked at or before the mark', () => {
    expect(newSinceIndex(list, '2026-05-02T10:00:00.000Z')).toBe(1);
    expect(newSinceIndex(list, '2026-05-01T12:00:00.000Z')).toBe(2);
  });

  it('shows none on a first visit, with nothing new, or before a seen request is loaded', () => {
    expect(newSinceIndex(list, null)).toBeNull();
    expect(newSinceIndex(list, undefined)).toBeNull();
    expect(newSinceIndex(list, '2026-05-04T00:00:00.000Z')).toBeNull();
    expect(newSinceIndex(list, '2026-04-01T00:00:00.000Z')).toBeNull();
  });
});
