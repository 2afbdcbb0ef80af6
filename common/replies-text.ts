/**
 * Replies under an answer and their @mentions (docs/decisions/031-replies-and-mentions.md),
 * without zod: the reply thread renders these. Lengths are counted in code points, so an emoji or
 * a letter outside the Basic Multilingual Plane counts once, as a member would count it.
 */

/** Longest reply, in characters (code points), after trimming. */
export const REPLY_MAX_LENGTH = 500;

/** Replies per page of a thread. */
export const REPLY_PAGE_SIZE = 20;

/** Distinct members one reply can mention (and notify); later @slugs stay plain text. */
export const MAX_MENTIONS_PER_REPLY = 5;

/** The 403 message for a member blocked by the answer's author or the asker. */
export const BLOCKED_REPLY_MESSAGE = "You can't reply here.";

/** Characters of `text` as a member counts them (code points, not UTF-16 units). */
export function replyLength(text: string): number {
  return [...text].length;
}

/** What is wrong with a reply's text once trimmed, or null when it may be posted. */
export function replyProblem(text: string): string | null {
  const length = replyLength(text.trim());
  if (length === 0) return 'Write a reply first.';
  if (length > REPLY_MAX_LENGTH) return `Replies can be at most ${REPLY_MAX_LENGTH} characters.`;
  return null;
}

/** A piece of a reply's text: plain words, or an @slug naming a member. */
export type ReplyToken =
  { kind: 'text'; text: string } | { kind: 'mention'; slug: string; text: string };

/**
 * `@slug` where a slug is what sign-up derives from a name (ASCII letters and digits joined by
 * single hyphens; typed in any case, read lowercased as slugs are stored). It must not follow a
 * letter, digit or another `@`, so an e-mail address is not a mention; a trailing hyphen is
 * punctuation, not part of the slug.
 */
const MENTION = /(?<![\p{L}\p{N}_@])@([a-z0-9]+(?:-[a-z0-9]+)*)/giu;

/** Splits `text` into plain runs and @mentions, in order; joining every `text` gives `text` back. */
export function replyTokens(text: string): ReplyToken[] {
  const tokens: ReplyToken[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    tokens.push({ kind: 'mention', slug: match[1]!.toLowerCase(), text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** The distinct slugs `text` mentions, first seen first, at most `max` (MAX_MENTIONS_PER_REPLY). */
export function mentionedSlugs(text: string, max = MAX_MENTIONS_PER_REPLY): string[] {
  const slugs = new Set<string>();
  for (const token of replyTokens(text)) {
    if (token.kind !== 'mention') continue;
    slugs.add(token.slug);
    if (slugs.size === max) break;
  }
  return [...slugs];
}
