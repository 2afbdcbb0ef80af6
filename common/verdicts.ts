/**
 * The asker's verdicts and taste-match words, without zod: the browser's first paint
 * imports these, the schemas in common/schemas/cosigns-and-verdicts.ts build on them.
 */

/** The asker's four verdicts on an answer, in the order the picker shows them. */
export const RESPONSE_VERDICTS = ['loved', 'new_to_me', 'already_knew', 'not_for_me'] as const;
export type ResponseVerdict = (typeof RESPONSE_VERDICTS)[number];

/** What each verdict reads as on the answer and in the picker. */
export const VERDICT_LABELS: Record<ResponseVerdict, string> = {
  loved: 'Loved it',
  new_to_me: 'New to me',
  already_knew: 'Already knew it',
  not_for_me: 'Not for me',
};

/**
 * Orders of a request's answers: "Loved it" first, the spec's oldest first, or Top (the
 * default from 5 answers, see common/answer-order.ts).
 */
export const RESPONSE_ORDERS = ['loved', 'oldest', 'top'] as const;
export type ResponseOrder = (typeof RESPONSE_ORDERS)[number];

/** "shares 6 of your 10 genres" (one genre: "shares 1 of your 1 genre"). */
export function tasteMatchText(match: { shared: number; of: number }): string {
  return `shares ${match.shared} of your ${match.of} ${match.of === 1 ? 'genre' : 'genres'}`;
}
