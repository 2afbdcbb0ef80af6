/**
 * The MAGIC feed score (spec 000 §1 "Magic sorting", §3 magicSortReason). Pure functions; the
 * formula and its sources are in docs/decisions/006-magic-score.md.
 *
 *   requestGenreScore  = min(1, matchedRequestGenres / 2)              genres on the request ∩ favourites
 *   responseGenreScore = min(1, matchedResponseGenres / 3)             genres of its answers ∩ favourites
 *   genreScore         = max(requestGenreScore, 0.6 × responseGenreScore)
 *   engagementScore    = min(1, log10(1 + upvotes + 2 × responses) / 2)   Reddit "hot": log of votes
 *   timeScore          = (1 + ageHours / 24) ^ −1.5                     HN gravity in days, 1 when brand new
 *   magicScore         = (0.2 + genreScore + 0.5 × engagementScore) × timeScore
 */
import type { MagicSortReason } from '../../../common/schemas';

/** What the ranking knows about one candidate request. */
export interface MagicInput {
  upvotes: number;
  responses: number;
  createdAt: Date;
  /** Names of the request's genres that are among the viewer's favourites. */
  matchedRequestGenres: string[];
  /** How many genre tags of the request's responses are among the viewer's favourites. */
  matchedResponseGenreCount: number;
  /** Names of those response genres (distinct), for the explanation. */
  matchedResponseGenres: string[];
}

export type { MagicSortReason };
export type ScoreSource = MagicSortReason['scoreSource'];

/** Base weight so a fresh request nobody has tagged can still reach the top (HN's "p − 1" idea). */
export const BASE_SCORE = 0.2;
/**
 * HN uses 1.8 over hours; we count in days with a gentler 1.5, because a request stays worth
 * answering for days in a community this size (0.84 after 3 h, 0.35 after a day, 0.04 after a week).
 */
export const GRAVITY = 1.5;
const RESPONSE_GENRE_WEIGHT = 0.6;
const ENGAGEMENT_WEIGHT = 0.5;

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Time decay in (0, 1]: 1 for a brand-new request, ≈0.35 after a day, ≈0.04 after a week. */
export function timeScore(createdAt: Date, now: Date): number {
  const ageHours = Math.max(0, (now.getTime() - createdAt.getTime()) / 3_600_000);
  return Math.pow(1 + ageHours / 24, -GRAVITY);
}

/** Engagement in [0, 1]: log-scaled so the 100th upvote counts far less than the first. */
export function engagementScore(upvotes: number, responses: number): number {
  return Math.min(1, Math.log10(1 + Math.max(0, upvotes) + 2 * Math.max(0, responses)) / 2);
}

/** Scores one request for one viewer at time `now`. */
export function magicScore(input: MagicInput, now: Date): MagicSortReason {
  const requestGenreScore = Math.min(1, input.matchedRequestGenres.length / 2);
  const responseGenreScore = Math.min(1, input.matchedResponseGenreCount / 3);
  const genreScore = Math.max(requestGenreScore, RESPONSE_GENRE_WEIGHT * responseGenreScore);
  const engagement = engagementScore(input.upvotes, input.responses);
  const time = timeScore(input.createdAt, now);
  const magic = (BASE_SCORE + genreScore + ENGAGEMENT_WEIGHT * engagement) * time;

  let scoreSource: ScoreSource = 'time';
  if (requestGenreScore > 0 && requestGenreScore >= RESPONSE_GENRE_WEIGHT * responseGenreScore) scoreSource = 'genre';
  else if (responseGenreScore > 0) scoreSource = 'response';
  else if (ENGAGEMENT_WEIGHT * engagement > BASE_SCORE) scoreSource = 'engagement';

  const matchedGenres = [...new Set([...input.matchedRequestGenres, ...input.matchedResponseGenres])];
  return {
    scoreSource,
    matchedGenres,
    scores: {
      genreScore: round(genreScore),
      requestGenreScore: round(requestGenreScore),
      responseGenreScore: round(responseGenreScore),
      engagementScore: round(engagement),
      timeScore: round(time),
      magicScore: round(magic),
    },
  };
}

/**
 * Orders scored items by magic score, then newest, then id (a total order, so pages are stable).
 */
/**
 * MAGIC order for one viewer (issue 15): by score rounded to 4 decimals, then requests the viewer
 * has not answered before those they have (answering gives a request no extra reason to be shown
 * to you again), then compareMagic. docs/decisions/006-magic-score.md.
 */
export function compareMagicForViewer(
  a: { reason: MagicSortReason; createdAt: Date; id: number; answered: boolean },
  b: { reason: MagicSortReason; createdAt: Date; id: number; answered: boolean },
): number {
  const round = (x: number) => Math.round(x * 1e4);
  return round(b.reason.scores.magicScore) - round(a.reason.scores.magicScore) || Number(a.answered) - Number(b.answered) || compareMagic(a, b);
}

export function compareMagic(a: { reason: MagicSortReason; createdAt: Date; id: number }, b: { reason: MagicSortReason; createdAt: Date; id: number }): number {
  return b.reason.scores.magicScore - a.reason.scores.magicScore || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}
