/**
 * Remote HTML as the plain text our UI shows (decision 056). sanitize-html's allowlist keeps only
 * paragraphs, line breaks and http(s) links (scripts, styles, images, handlers and other schemes
 * go); links then become their address, mentions and hashtags their `@name` / `#tag` text, and the
 * rest is text. Addresses in the text are found with linkify-it, as the client's linked text does.
 */
import sanitizeHtml from 'sanitize-html';
import { LinkifyIt } from 'linkify-it';

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });

/**
 * sanitize-html (entity decoding on) escapes exactly `&`, `<`, `>` and, in attributes, `"` in
 * what it writes, so undoing those four restores the text.
 */
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const bare = (url: string) =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[/…]+$/, '');

/** What one sanitised anchor reads as: a mention or hashtag its text, a link its address. */
function anchorText(attributes: string, inner: string): string {
  const text = unescape(inner.replace(/<[^>]*>/g, '')).trim();
  const href = unescape(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? '');
  const classes = unescape(/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? '');
  if (!href || /\b(mention|hashtag)\b/.test(classes) || /^[@#]/.test(text)) return text;
  if (!text || bare(href).startsWith(bare(text))) return href;
  return `${text} (${href})`;
}

/**
 * The plain text of remote `html`: paragraphs separated by a blank line, `<br>` a line break,
 * spaces collapsed, trimmed. Never contains markup; `<` and `&` are the characters they are.
 */
export function remoteHtmlText(html: string): string {
  const safe = sanitizeHtml(html, {
    allowedTags: ['a', 'p', 'br'],
    allowedAttributes: { a: ['href', 'class'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
  });
  const withLinks = safe
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/g, (_m, attrs: string, inner: string) =>
      escapeText(anchorText(attrs, inner)),
    )
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>/g, '\n\n');
  const text = unescape(sanitizeHtml(withLinks, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The http(s) addresses in `text`, in order (linkify-it: trailing punctuation left out). */
export function linksIn(text: string): string[] {
  return (linkify.match(text) ?? [])
    .filter((m) => m.schema === 'http:' || m.schema === 'https:')
    .map((m) => m.url);
}

/**
 * `text` without the mentions it starts with (a fediverse reply names whom it answers first) and
 * without `link` (the song the answer already shows), nor `title` when it is that link's text,
 * spaces tidied.
 */
export function commentText(
  text: string,
  link: string | null,
  title: string | null = null,
): string {
  let out = text.replace(/^(?:\s*@[\w.-]+(?:@[\w.:-]+)?)+\s*/u, '');
  if (link && title) out = out.split(`${title} (${link})`).join('');
  if (link) out = out.split(` (${link})`).join('').split(link).join('');
  return out
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * `text` cut to at most `max` characters: at the last space before the limit when there is one in
 * its second half (else mid-word), then an ellipsis, which counts toward `max`.
 */
export function cutOnWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.search(/\s\S*$/);
  const cut = space >= (max - 1) / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
