/**
 * What makes a member handle (the `slug` of `/profile/{slug}` and of @mentions) valid when a member
 * chooses one (decision 045). Without zod: the profile form checks it before sending, the server
 * again. The shape is the one sign-up derives and mentions read: ASCII letters and digits joined by
 * single hyphens.
 */

/** Shortest prefix that asks for @mention suggestions or a member search. */
export const MEMBER_PREFIX_MIN = 2;
/** Most @mention suggestions shown at once. */
export const MENTION_SUGGESTIONS_MAX = 8;
/** Members per page of a member search. */
export const MEMBER_SEARCH_PAGE_SIZE = 20;

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;

/** Lower-case ASCII letters and digits, joined by single hyphens. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Handles nobody may choose: words that would read as the site speaking, and the shared
 * placeholder older sign-ups got (`member`, `member-2`, …), which handles exist to replace.
 */
const RESERVED = /^(?:member(?:-\d+)?|admin|staff|hearsay|moderator|support|me|you|everyone)$/;

/** The problem with handle `value` (as typed, trimmed and lower-cased first), or null when valid. */
export function handleProblem(value: string): string | null {
  const handle = value.trim().toLowerCase();
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH)
    return `A handle has ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters.`;
  if (!HANDLE_PATTERN.test(handle))
    return 'Use lower-case letters a–z and digits, joined by single hyphens.';
  if (RESERVED.test(handle)) return 'That handle is reserved. Please pick another.';
  return null;
}
