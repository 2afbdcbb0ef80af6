/**
 * Text a member wrote, with its web addresses as links. Only explicit http:// and
 * https:// addresses become links (no "example.com" guesses, no javascript:, mailto: or ftp:); the
 * rest stays text, which React escapes. Links open in a new tab with
 * rel="noopener noreferrer nofollow ugc": the page is not reachable from the opened one, no referrer
 * is sent, and search engines are told the link is user content. Recognition is linkify-it's
 * (markdown-it's linkifier: trailing punctuation and balanced brackets handled).
 */
import type { ReactNode } from 'react';
import { LinkifyIt } from 'linkify-it';

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });

/** The pieces of `text`: strings and `{ href, text }` for each http(s) address, in order. Pure. */
export function linkPieces(text: string): Array<string | { href: string; text: string }> {
  const matches = (linkify.match(text) ?? []).filter(
    (m) => /^https?:\/\//i.test(m.url) && (m.schema === 'http:' || m.schema === 'https:'),
  );
  const pieces: Array<string | { href: string; text: string }> = [];
  let at = 0;
  for (const m of matches) {
    if (m.index > at) pieces.push(text.slice(at, m.index));
    pieces.push({ href: m.url, text: m.text });
    at = m.lastIndex;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** `text` with its http(s) addresses as safe links; renders nothing extra around it. */
export function LinkedText({ text }: { text: string }): ReactNode {
  return linkPieces(text).map((piece, i) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <a
        key={i}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="font-medium underline underline-offset-2 [overflow-wrap:anywhere]"
      >
        {piece.text}
      </a>
    ),
  );
}
