import { describe, expect, it } from 'vitest';
import { compareMagic, engagementScore, magicScore, timeScore, type MagicInput } from './magic-score';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const base: MagicInput = { upvotes: 0, responses: 0, createdAt: now, matchedRequestGenres: [], matchedResponseGenreCount: 0, matchedResponseGenres: [] };

describe('timeScore', () => {
  it('is 1 when new and decays with HN-style gravity', () => {
    expect(timeScore(now, now)).toBe(1);
    expect(timeScore(hoursAgo(24), now)).toBeCloseTo(Math.pow(2, -1.5), 6);
    expect(timeScore(hoursAgo(3), now)).toBeGreaterThan(0.8);
    expect(timeScore(hoursAgo(24 * 7), now)).toBeLessThan(0.05);
    expect(timeScore(new Date(now.getTime() + 60_000), now)).toBe(1);
  });
});

describe('engagementScore', () => {
  it('is 0 without engagement, log-scaled, capped at 1', () => {
    expect(engagementScore(0, 0)).toBe(0);
    expect(engagementScore(9, 0)).toBeCloseTo(0.5);
    expect(engagementScore(1000, 1000)).toBe(1);
    expect(engagementScore(0, 1)).toBeGreaterThan(engagementScore(1, 0));
  });
});

describe('magicScore', () => {
  it('explains a fresh untagged request as time-driven', () => {
    const r = magicScore(base, now);
    expect(r.scoreSource).toBe('time');
    expect(r.scores.magicScore).toBeCloseTo(0.2);
    expect(r.matchedGenres).toEqual([]);
  });

  it('ranks a favourite-genre match above an equally fresh unmatched request', () => {
    const matched = magicScore({ ...base, matchedRequestGenres: ['Shoegaze'] }, now);
    expect(matched.scoreSource).toBe('genre');
    expect(matched.scores.requestGenreScore).toBe(0.5);
    expect(matched.matchedGenres).toEqual(['Shoegaze']);
    expect(matched.scores.magicScore).toBeGreaterThan(magicScore(base, now).scores.magicScore);
  });

  it('credits genres found only in the responses, at a lower weight', () => {
    const r = magicScore({ ...base, matchedResponseGenreCount: 3, matchedResponseGenres: ['Jazz'] }, now);
    expect(r.scoreSource).toBe('response');
    expect(r.scores.responseGenreScore).toBe(1);
    expect(r.scores.genreScore).toBeCloseTo(0.6);
  });

  it('names engagement when it outweighs the base', () => {
    expect(magicScore({ ...base, upvotes: 50, responses: 20 }, now).scoreSource).toBe('engagement');
  });

  it('lets time win in the end: a week-old perfect match falls below a brand-new plain request', () => {
    const old = magicScore({ ...base, createdAt: hoursAgo(24 * 7), matchedRequestGenres: ['A', 'B'] }, now);
    expect(old.scores.magicScore).toBeLessThan(magicScore(base, now).scores.magicScore);
  });

  it('orders by score, then newest, then id', () => {
    const mk = (id: number, score: number, h: number) => ({ id, createdAt: hoursAgo(h), reason: { scores: { magicScore: score } } as never });
    const list = [mk(1, 0.5, 1), mk(2, 0.9, 5), mk(3, 0.5, 0), mk(4, 0.5, 0)].sort(compareMagic);
    expect(list.map((x) => x.id)).toEqual([2, 4, 3, 1]);
  });
});
