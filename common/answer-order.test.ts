import { describe, expect, it } from 'vitest';
import {
  defaultAnswerOrder,
  orderAnswers,
  TOP_ORDER_MIN_ANSWERS,
  topScore,
  type OrderedAnswer,
} from './answer-order';

const answer = (id: number, fields: Partial<OrderedAnswer> = {}): OrderedAnswer => ({
  id,
  upvotes: 0,
  cosigns: 0,
  verdict: null,
  createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
  ...fields,
});

describe('topScore', () => {
  it('adds upvotes, two points per co-sign and the asker verdict', () => {
    expect(topScore({ upvotes: 3, cosigns: 1, verdict: 'loved' })).toBe(11);
    expect(topScore({ upvotes: 0, cosigns: 0, verdict: null })).toBe(0);
    expect(topScore({ upvotes: 2, cosigns: 0, verdict: 'new_to_me' })).toBe(6);
    expect(topScore({ upvotes: 2, cosigns: 0, verdict: 'already_knew' })).toBe(3);
    expect(topScore({ upvotes: 5, cosigns: 0, verdict: 'not_for_me' })).toBe(1);
  });
});

describe('orderAnswers', () => {
  const list = [
    answer(1, { upvotes: 2 }),
    answer(2, { verdict: 'loved' }),
    answer(3, { upvotes: 1, cosigns: 1 }),
    answer(4, { upvotes: 8, verdict: 'not_for_me' }),
    answer(5, { upvotes: 2 }),
  ];

  it('top: highest score first, equal scores oldest first', () => {
    // Scores: 1 → 2, 2 → 6, 3 → 3, 4 → 4, 5 → 2.
    expect(orderAnswers(list, 'top').map((a) => a.id)).toEqual([2, 4, 3, 1, 5]);
  });

  it('loved: the asker\'s "Loved it" first, then oldest first; oldest: by time then id', () => {
    expect(orderAnswers(list, 'loved').map((a) => a.id)).toEqual([2, 1, 3, 4, 5]);
    const sameTime = [
      answer(9, { createdAt: '2026-01-01T00:00:00.000Z' }),
      answer(7, { createdAt: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(orderAnswers(sameTime, 'oldest').map((a) => a.id)).toEqual([7, 9]);
  });

  it('leaves the given list as it was', () => {
    const copy = [...list];
    orderAnswers(list, 'top');
    expect(list).toEqual(copy);
  });
});

describe('defaultAnswerOrder', () => {
  it(`is Top from ${TOP_ORDER_MIN_ANSWERS} answers and "Loved first" below`, () => {
    expect(defaultAnswerOrder(TOP_ORDER_MIN_ANSWERS - 1)).toBe('loved');
    expect(defaultAnswerOrder(TOP_ORDER_MIN_ANSWERS)).toBe('top');
    expect(defaultAnswerOrder(0)).toBe('loved');
  });
});
