/**
 * Where an @mention is being typed (decision 045): the `@word` that ends at the caret, and the
 * text once a member is chosen for it. Pure, so the combobox and its tests share it.
 */
import { MEMBER_PREFIX_MIN } from '@common/handle-rules';

/** An @mention being typed: `start` is the index of its `@`, `query` the letters after it. */
export interface TypedMention {
  start: number;
  query: string;
}

/** `@` not after a letter, digit or `@` (as replies-text reads mentions), then letters, digits, hyphens. */
const TYPED = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}-]{1,60})$/u;

/** The @mention ending at `caret` in `text` with at least MEMBER_PREFIX_MIN letters, else null. */
export function typedMention(text: string, caret: number): TypedMention | null {
  const match = TYPED.exec(text.slice(0, caret));
  if (!match || [...match[1]!].length < MEMBER_PREFIX_MIN) return null;
  return { start: match.index, query: match[1]! };
}

/** `text` with `mention` replaced by `@slug ` (one space after), and the caret after that space. */
export function withMention(
  text: string,
  mention: TypedMention,
  slug: string,
): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length;
  const inserted = `@${slug} `;
  const rest = text.slice(end).replace(/^ /, '');
  return {
    text: text.slice(0, mention.start) + inserted + rest,
    caret: mention.start + inserted.length,
  };
}
