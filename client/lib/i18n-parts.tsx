/**
 * A catalogue message with React elements in its placeholders (decision 047): for a sentence
 * whose name is bold or a link ("Recommended by **Ada**"), so the translation keeps the whole
 * sentence and its word order instead of being joined from pieces.
 */
import { Fragment, type ReactNode } from 'react';
import { t, type MessageId } from './i18n';
import type { MessageValues } from '@common/i18n/format';

/** Marks (private-use characters, never in a message): a placeholder's position while the text is formatted. */
const MARK = /\uE000(\d+)\uE001/;

/**
 * `t(id, values)` where each placeholder of `nodes` is an element: returns the message's text
 * pieces with the elements at their places (keyed, ready to render as children).
 */
export function tParts(
  id: MessageId,
  nodes: Record<string, ReactNode>,
  values?: MessageValues,
): ReactNode[] {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const pieces = t(id, { ...values, ...marks }).split(MARK);
  return pieces.map((piece, i) =>
    i % 2 === 1 ? <Fragment key={i}>{nodes[names[Number(piece)]!]}</Fragment> : piece,
  );
}
