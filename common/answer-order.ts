/**
 * The orders of a request's answers ("Loved first" of decision 017, spec 000's oldest first, the
 * "Top"), as pure functions both sides share, without zod: the server answers in the asked order
 * and the request page re-orders its cached list the same way. docs/decisions/030.
 */
import type { ResponseOrder, ResponseVerdict } from './verdicts';

/** What ordering an answer needs. `createdAt` is ISO text (compared as text) or a Date. */
export interface OrderedAnswer {
  id: number;
  upvotes: number;
  cosigns: number;
  verdict: ResponseVerdict | null;
  createdAt: string | Date;
}

/**
 * Points the asker's verdict adds to an answer's Top score. The asker is the one person the
 * request is for, so "Loved it" outweighs a handful of upvotes and "Not for me" sinks an answer
 * the crowd liked a little; "Already knew it" still means the pick fit.
 */
export const TOP_VERDICT_POINTS: Record<ResponseVerdict, number> = {
  loved: 6,
  new_to_me: 4,
  already_knew: 1,
  not_for_me: -4,
};

/**
 * Points of one co-sign beyond the upvote it already brings (a co-sign is an upvote plus a comment,
 * decision 017): a member who vouches in words counts three upvotes in all.
 */
export const TOP_COSIGN_POINTS = 2;

/** From this many answers a request's page opens in the Top order; fewer keep "Loved first". */
export const TOP_ORDER_MIN_ANSWERS = 5;

/**
 * An answer's Top score: upvotes + TOP_COSIGN_POINTS × co-signs + TOP_VERDICT_POINTS of the
 * asker's verdict (0 without one). E.g. 3 upvotes, 1 co-sign and "Loved it" score 3 + 2 + 6 = 11.
 */
export function topScore(answer: Pick<OrderedAnswer, 'upvotes' | 'cosigns' | 'verdict'>): number {
  return (
    answer.upvotes +
    TOP_COSIGN_POINTS * answer.cosigns +
    (answer.verdict ? TOP_VERDICT_POINTS[answer.verdict] : 0)
  );
}

const time = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Oldest first, the id breaking ties (spec 000's order). */
function compareOldest(a: OrderedAnswer, b: OrderedAnswer): number {
  return time(a.createdAt) - time(b.createdAt) || a.id - b.id;
}

const COMPARE: Record<ResponseOrder, (a: OrderedAnswer, b: OrderedAnswer) => number> = {
  oldest: compareOldest,
  // The asker's "Loved it" answers first, then oldest first.
  loved: (a, b) =>
    Number(b.verdict === 'loved') - Number(a.verdict === 'loved') || compareOldest(a, b),
  // Highest Top score first; equal scores oldest first, so an early good answer keeps its place.
  top: (a, b) => topScore(b) - topScore(a) || compareOldest(a, b),
};

/** A copy of `answers` in `order`. */
export function orderAnswers<T extends OrderedAnswer>(
  answers: readonly T[],
  order: ResponseOrder,
): T[] {
  return [...answers].sort(COMPARE[order]);
}

/** The order a request's answers open in when none is asked for: Top from TOP_ORDER_MIN_ANSWERS answers, else "Loved first". */
export function defaultAnswerOrder(answerCount: number): ResponseOrder {
  return answerCount >= TOP_ORDER_MIN_ANSWERS ? 'top' : 'loved';
}
