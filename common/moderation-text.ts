/**
 * Moderation words and rules without zod: the report dialog and the edit/delete menu
 * import these, so zod stays out of the first paint.
 */

/** What a member can report; 'reply' is a reply under an answer. */
export const REPORT_TARGET_TYPES = ['request', 'response', 'member', 'reply'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hateful',
  'sexual',
  'off_topic',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hateful: 'Hateful content',
  sexual: 'Sexual content',
  off_topic: 'Not about music',
  other: 'Something else',
};

/** Longest note a reporter may add, in characters. */
export const REPORT_NOTE_MAX = 500;

/** How long after posting the author may edit a request's text or an answer's comment (ms). */
export const EDIT_WINDOW_MS = 15 * 60_000;

/** The 403 message once the edit window has passed. */
export const EDIT_WINDOW_MESSAGE = 'You can only edit within 15 minutes of posting.';

/** The 403 message a blocked member gets when answering the blocker's request. */
export const BLOCKED_ANSWER_MESSAGE = "You can't answer this request.";

/** The 403 message a member blocked by the asker or the recommender gets when co-signing there. */
export const BLOCKED_COSIGN_MESSAGE = "You can't co-sign this recommendation.";

/** True while `createdAt` (ISO or Date) is within the edit window at `now` (ms since epoch). */
export function withinEditWindow(createdAt: string | Date, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < EDIT_WINDOW_MS;
}
