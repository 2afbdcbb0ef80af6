import { describe, expect, it } from 'vitest';
import {
  compareMagic,
  engagementScore,
  magicScore,
  requestGenreScore,
  timeScore,
  windowScore,
  type MagicInput,
} from './magic-score';
import { GENRE_MATCH_WEIGHTS } from './magic-genre-tree';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const base: MagicInput = {
  upvotes: 0,
  responses: 0,
  createdAt: now,
  matchedRequestGenres: [],
  matchedResponseGenreCount: 0,
  matchedResponseGenres: [],
};

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

  it("lifts the viewer's own request for an hour after posting, as far as an equally fresh full match", () => {
    const own = magicScore({ ...base, createdAt: hoursAgo(0.1), justAskedByViewer: true }, now);
    expect(own.scoreSource).toBe('time');
    expect(own.matchedGenres).toEqual([]);
    expect(own.scores.magicScore).toBeCloseTo(
      magicScore({ ...base, createdAt: hoursAgo(0.1), matchedRequestGenres: ['Jazz'] }, now).scores
        .magicScore,
      2,
    );
    expect(own.scores.magicScore).toBeGreaterThan(
      magicScore({ ...base, createdAt: hoursAgo(3), matchedRequestGenres: ['Jazz'] }, now).scores
        .magicScore,
    );
    expect(own.scores.magicScore).toBeGreaterThan(
      magicScore({ ...base, createdAt: hoursAgo(0.1), upvotes: 50, responses: 20 }, now).scores
        .magicScore,
    );
  });

  it('ranks a favourite-genre match above an equally fresh unmatched request', () => {
    const matched = magicScore({ ...base, matchedRequestGenres: ['Shoegaze'] }, now);
    expect(matched.scoreSource).toBe('genre');
    expect(matched.scores.requestGenreScore).toBe(1);
    expect(matched.matchedGenres).toEqual(['Shoegaze']);
    expect(matched.scores.magicScore).toBeGreaterThan(magicScore(base, now).scores.magicScore);
  });

  it('credits genres found only in the responses, at a lower weight', () => {
    const r = magicScore(
      { ...base, matchedResponseGenreCount: 3, matchedResponseGenres: ['Jazz'] },
      now,
    );
    expect(r.scoreSource).toBe('response');
    expect(r.scores.responseGenreScore).toBe(1);
    expect(r.scores.genreScore).toBeCloseTo(0.4);
  });

  it('names engagement when it outweighs the base', () => {
    expect(magicScore({ ...base, upvotes: 50, responses: 20 }, now).scoreSource).toBe('engagement');
  });

  it('lets a genre match dominate recency within 14 days: a 3-day-old perfect match beats an unmatched, upvoted 13-hour-old request', () => {
    const match = magicScore(
      { ...base, createdAt: hoursAgo(72), matchedRequestGenres: ['Hip Hop'] },
      now,
    );
    const fresh = magicScore({ ...base, createdAt: hoursAgo(13), upvotes: 12, responses: 4 }, now);
    expect(match.scores.magicScore).toBeGreaterThan(fresh.scores.magicScore);
    // A brand-new request with a few upvotes and answers stays below a 13-day-old exact match.
    const lively = magicScore({ ...base, upvotes: 5, responses: 3 }, now);
    expect(
      magicScore({ ...base, createdAt: hoursAgo(13 * 24), matchedRequestGenres: ['Hip Hop'] }, now)
        .scores.magicScore,
    ).toBeGreaterThan(lively.scores.magicScore);
  });

  it("puts newer matches first, and no request older than 14 days above a match of the member's own genres younger than 3 days", () => {
    const young = (h: number, weight: number) =>
      magicScore(
        {
          ...base,
          createdAt: hoursAgo(h),
          matchedRequestGenres: ['X'],
          matchedRequestGenreWeights: [weight],
        },
        now,
      );
    expect(young(24, 1).scores.magicScore).toBeGreaterThan(young(48, 1).scores.magicScore);
    // The weakest young match of their own genres: a descendant of a favourite (0.8), just under
    // 3 days old, no engagement.
    const weakest = young(71.9, 0.8).scores.magicScore;
    for (const days of [14.01, 14.5, 15, 20, 40]) {
      const old = magicScore(
        {
          ...base,
          createdAt: hoursAgo(days * 24),
          matchedRequestGenres: ['A', 'B', 'C'],
          matchedResponseGenreCount: 9,
          upvotes: 500,
          responses: 200,
          tasteSignals: 40,
        },
        now,
      );
      expect(old.scores.magicScore, `${days} days`).toBeLessThan(weakest);
    }
  });

  it('weights a child match above a parent match, and a second matching genre adds a quarter', () => {
    expect(requestGenreScore([])).toBe(0);
    expect(requestGenreScore([0.8])).toBe(0.8);
    expect(requestGenreScore([0.4])).toBe(0.4);
    expect(requestGenreScore([0.4, 0.8])).toBeCloseTo(0.9);
    expect(requestGenreScore([1, 1, 1])).toBe(1);
    const child = magicScore(
      { ...base, matchedRequestGenres: ['Old School Hip Hop'], matchedRequestGenreWeights: [0.8] },
      now,
    );
    expect(child.scoreSource).toBe('genre');
    expect(child.matchedGenres).toEqual(['Old School Hip Hop']);
    expect(child.scores.requestGenreScore).toBe(0.8);
  });

  it('lets like-minded members add a little engagement', () => {
    expect(engagementScore(2, 1, 3)).toBeGreaterThan(engagementScore(2, 1, 0));
    const liked = magicScore({ ...base, createdAt: hoursAgo(30), tasteSignals: 4 }, now).scores
      .magicScore;
    const plain = magicScore({ ...base, createdAt: hoursAgo(30) }, now).scores.magicScore;
    expect(liked).toBeGreaterThan(plain);
    // …but never as much as a genre match.
    expect(liked).toBeLessThan(
      magicScore(
        {
          ...base,
          createdAt: hoursAgo(30),
          matchedRequestGenres: ['Jazz'],
          matchedRequestGenreWeights: [0.4],
        },
        now,
      ).scores.magicScore,
    );
  });

  it('windowScore falls linearly to 0.5 at 14 days, then halves daily', () => {
    expect(windowScore(now, now)).toBe(1);
    expect(windowScore(hoursAgo(7 * 24), now)).toBeCloseTo(0.75);
    expect(windowScore(hoursAgo(14 * 24), now)).toBeCloseTo(0.5);
    expect(windowScore(hoursAgo(15 * 24), now)).toBeCloseTo(0.25);
  });

  it('orders by score, then newest, then id', () => {
    const mk = (id: number, score: number, h: number) => ({
      id,
      createdAt: hoursAgo(h),
      reason: { scores: { magicScore: score } } as never,
    });
    const list = [mk(1, 0.5, 1), mk(2, 0.9, 5), mk(3, 0.5, 0), mk(4, 0.5, 0)].sort(compareMagic);
    expect(list.map((x) => x.id)).toEqual([2, 4, 3, 1]);
  });

  it("ranks the member's own genres of the window above a broader genre, and that above no match", () => {
    const scored = (days: number, weight?: number) =>
      magicScore(
        {
          ...base,
          createdAt: hoursAgo(days * 24),
          upvotes: 3,
          responses: 2,
          matchedRequestGenres: weight === undefined ? [] : ['X'],
          matchedRequestGenreWeights: weight === undefined ? [] : [weight],
        },
        now,
      ).scores.magicScore;
    // A "Pop" request for a "Dream Pop" and "Hip Hop" fan, two days old and answered, against their
    // own "Trap" request (under Hip Hop) eleven days old: theirs first, which the former parent
    // weight (0.6) reversed.
    const broad = scored(2, GENRE_MATCH_WEIGHTS.parent);
    expect(scored(11, GENRE_MATCH_WEIGHTS.exact)).toBeGreaterThan(broad);
    expect(scored(11, GENRE_MATCH_WEIGHTS.child)).toBeGreaterThan(broad);
    expect(broad).toBeGreaterThan(scored(2));
    expect(scored(12, GENRE_MATCH_WEIGHTS.parent)).toBeGreaterThan(scored(1));
  });
});
