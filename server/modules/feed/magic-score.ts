/**
 * The MAGIC feed score (spec 000 §1 "Magic sorting", §3 magicSortReason). Pure functions; the
 * formula and its sources are in docs/decisions/006-magic-score.md.
 *
 *   match weight       1 for a favourite, 0.8 for a descendant of one, 0.4 for an ancestor of one
 *                      (magic-genre-tree.ts GENRE_MATCH_WEIGHTS)
 *   requestGenreScore  = min(1, best weight + 0.25 × the other matched weights)
 *   responseGenreScore = min(1, Σ weights of its answers' matching genre tags / 3)
 *   genreScore         = max(requestGenreScore, 0.4 × responseGenreScore)
 *   engagementScore    = min(1, log10(1 + upvotes + 2 × responses + 2 × tasteSignals) / 2)
 *   timeScore          = (1 + ageHours / 24) ^ −1.5                    HN gravity in days, 1 when brand new
 *   windowScore        = 1 − 0.5 × ageDays / 14 within 14 days, then halving every further day
 *   magicScore         = 1.5 × genreScore × windowScore + (0.2 + 0.5 × engagementScore) × timeScore
 *
 * So within the 14-day window a genre match outranks any unmatched request, however new, and
 * newer matches come first among matches; past it a match fades within days.
 */
import type { MagicSortReason } from '../../../common/schemas';

/** What the ranking knows about one candidate request. */
export interface MagicInput {
  upvotes: number;
  responses: number;
  createdAt: Date;
  /** Names of the request's genres that match the viewer's favourites (directly or via the taxonomy). */
  matchedRequestGenres: string[];
  /** Match weight of each of `matchedRequestGenres`, same order (1 when omitted). */
  matchedRequestGenreWeights?: number[];
  /** Σ match weights of the genre tags of the request's responses that match the favourites. */
  matchedResponseGenreCount: number;
  /** Names of those response genres (distinct), for the explanation. */
  matchedResponseGenres: string[];
  /**
   * Upvotes and saves on the request, and verdicts of its author, by members who share a favourite
   * genre with the viewer (0 when omitted).
   */
  tasteSignals?: number;
  /**
   * The viewer asked it less than OWN_REQUEST_SHOWN_MS ago: it gets OWN_REQUEST_BOOST, so a member
   * who just posted finds the request near the top of their MAGIC feed (where the app takes them
   * after posting) instead of waiting for genre detection to tag it.
   */
  justAskedByViewer?: boolean;
}

/** How long the viewer's own new request is lifted in their MAGIC ranking (1 h). */
export const OWN_REQUEST_SHOWN_MS = 60 * 60_000;
/**
 * The lift: a full genre match's term (GENRE_WEIGHT), so a just-posted request of your own sits
 * with the freshest requests that match you, and as the newest of them comes first. It explains
 * nothing about taste, so the score source is unchanged.
 */
export const OWN_REQUEST_BOOST = 1.5;

export type { MagicSortReason };
export type ScoreSource = MagicSortReason['scoreSource'];

/** Base weight so a fresh request nobody has tagged can still reach the top (HN's "p − 1" idea). */
export const BASE_SCORE = 0.2;
/**
 * HN uses 1.8 over hours; we count in days with a gentler 1.5, because a request stays worth
 * answering for days in a community this size (0.84 after 3 h, 0.35 after a day, 0.04 after a week).
 */
export const GRAVITY = 1.5;
/** Days a genre match keeps dominating recency (two weeks of requests to answer). */
export const GENRE_WINDOW_DAYS = 14;
/** windowScore at the window's end; it falls linearly from 1 to this, then halves daily. */
const WINDOW_END_WEIGHT = 0.5;
/** Further request genres count a quarter: a second favourite on a request adds a little. */
const EXTRA_GENRE_WEIGHT = 0.25;
const RESPONSE_GENRE_WEIGHT = 0.4;
/**
 * The genre term's weight against the time term: at 1.5 even a broad match (0.4) at the window's
 * end (0.5) scores 0.3, above an unmatched request a day old with a dozen interactions (≈ 0.17).
 * Tuned with `npm run eval:magic` (1 left 3 of 20 eligible demo members under 80 % matches).
 */
const GENRE_WEIGHT = 1.5;
const ENGAGEMENT_WEIGHT = 0.5;
/** A like-minded member's upvote, save or verdict counts as two more interactions. */
const TASTE_SIGNAL_WEIGHT = 2;

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const DAY_MS = 86_400_000;

/** Time decay in (0, 1]: 1 for a brand-new request, ≈0.35 after a day, ≈0.04 after a week. */
export function timeScore(createdAt: Date, now: Date): number {
  const ageHours = Math.max(0, (now.getTime() - createdAt.getTime()) / 3_600_000);
  return Math.pow(1 + ageHours / 24, -GRAVITY);
}

/**
 * How much a genre match still counts at this age, in (0, 1]: 1 when new, falling linearly to 0.5
 * at 14 days, then halving every day. Any match of the member's own genres (a favourite or one
 * under it) younger than 3 days (genre term ≥ 1.5 × 0.8 × 0.89 = 1.07) thus outranks any match
 * older than the window (< 1.5 × 0.5 = 0.75, plus a time term under 0.02).
 */
export function windowScore(createdAt: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - createdAt.getTime()) / DAY_MS);
  if (ageDays <= GENRE_WINDOW_DAYS)
    return 1 - (1 - WINDOW_END_WEIGHT) * (ageDays / GENRE_WINDOW_DAYS);
  return WINDOW_END_WEIGHT * Math.pow(2, -(ageDays - GENRE_WINDOW_DAYS));
}

/** Engagement in [0, 1]: log-scaled so the 100th upvote counts far less than the first. */
export function engagementScore(upvotes: number, responses: number, tasteSignals = 0): number {
  const interactions =
    Math.max(0, upvotes) +
    2 * Math.max(0, responses) +
    TASTE_SIGNAL_WEIGHT * Math.max(0, tasteSignals);
  return Math.min(1, Math.log10(1 + interactions) / 2);
}

/** requestGenreScore from the match weights of the request's genres: the best, plus a quarter of the rest. */
export function requestGenreScore(weights: readonly number[]): number {
  if (weights.length === 0) return 0;
  const best = Math.max(...weights);
  const rest = weights.reduce((a, b) => a + b, 0) - best;
  return Math.min(1, best + EXTRA_GENRE_WEIGHT * rest);
}

/** Scores one request for one viewer at time `now`. */
export function magicScore(input: MagicInput, now: Date): MagicSortReason {
  const requestScore = requestGenreScore(
    input.matchedRequestGenreWeights ?? input.matchedRequestGenres.map(() => 1),
  );
  const responseGenreScore = Math.min(1, input.matchedResponseGenreCount / 3);
  const genreScore = Math.max(requestScore, RESPONSE_GENRE_WEIGHT * responseGenreScore);
  const engagement = engagementScore(input.upvotes, input.responses, input.tasteSignals ?? 0);
  const time = timeScore(input.createdAt, now);
  const ownBoost = input.justAskedByViewer ? OWN_REQUEST_BOOST : 0;
  const magic =
    GENRE_WEIGHT * genreScore * windowScore(input.createdAt, now) +
    (BASE_SCORE + ENGAGEMENT_WEIGHT * engagement) * time +
    ownBoost;

  let scoreSource: ScoreSource = 'time';
  if (requestScore > 0 && requestScore >= RESPONSE_GENRE_WEIGHT * responseGenreScore)
    scoreSource = 'genre';
  else if (responseGenreScore > 0) scoreSource = 'response';
  else if (ENGAGEMENT_WEIGHT * engagement > BASE_SCORE) scoreSource = 'engagement';

  const matchedGenres = [
    ...new Set([...input.matchedRequestGenres, ...input.matchedResponseGenres]),
  ];
  return {
    scoreSource,
    matchedGenres,
    scores: {
      genreScore: round(genreScore),
      requestGenreScore: round(requestScore),
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
 * MAGIC order for one viewer: by score rounded to 4 decimals, then requests the viewer
 * has not answered before those they have (answering gives a request no extra reason to be shown
 * to you again), then compareMagic. docs/decisions/006-magic-score.md.
 */
export function compareMagicForViewer(
  a: { reason: MagicSortReason; createdAt: Date; id: number; answered: boolean },
  b: { reason: MagicSortReason; createdAt: Date; id: number; answered: boolean },
): number {
  const round = (x: number) => Math.round(x * 1e4);
  return (
    round(b.reason.scores.magicScore) - round(a.reason.scores.magicScore) ||
    Number(a.answered) - Number(b.answered) ||
    compareMagic(a, b)
  );
}

export function compareMagic(
  a: { reason: MagicSortReason; createdAt: Date; id: number },
  b: { reason: MagicSortReason; createdAt: Date; id: number },
): number {
  return (
    b.reason.scores.magicScore - a.reason.scores.magicScore ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    b.id - a.id
  );
}
