/**
 * Requests and answers as ActivityStreams Notes (decision 046, FEDERATION.md). A request is a
 * public Note to its author's followers with its genres as hashtags plus #ifyoulike, its GIF as an
 * Image and its "songs like this" song as a link; an answer is a Note in reply to its request with
 * the song's canonical link in its content and as a Link attachment, then the comment.
 */
import type { Context } from '@fedify/fedify';
import { Hashtag, Image, Link, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';
import type { SongData } from '../../../common/schemas';
import { canonicalSongLink } from './song-links';

/** HTML-escapes text for a Note's content (the only HTML we write ourselves). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A hashtag's name from a genre name: letters and digits only ("Hip hop" → "HipHop"). */
export function hashtagName(genre: string): string {
  return genre
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/**
 * A Date as the Temporal.Instant Fedify's vocabulary takes: Node 20 has no global Temporal, so the
 * polyfill Fedify itself loads makes it; the vocabulary's types name the global one.
 */
export const instant = (date: Date) =>
  TemporalPolyfill.Instant.from(date.toISOString()) as unknown as Temporal.Instant;

function songTitle(song: SongData): string {
  const name = song.derivedTitle ?? song.name ?? 'a song';
  const artist = song.derivedArtist ?? song.artist;
  return artist ? `${name} – ${artist}` : name;
}

function songAnchor(song: SongData): { html: string; link: string | null } {
  const link = canonicalSongLink(song);
  const title = escapeHtml(songTitle(song));
  return { html: link ? `<a href="${escapeHtml(link)}">${title}</a>` : title, link };
}

export interface PublishedRequest {
  id: number;
  userId: number;
  type: 'text' | 'gif' | 'slts';
  content: string | null;
  gifUrl: string | null;
  songData: SongData | null;
  createdAt: Date;
  editedAt: Date | null;
  genres: string[];
}

/** The Note of request `r`, addressed to the public and its author's followers. */
export function requestNote(ctx: Context<void>, r: PublishedRequest): Note {
  const author = String(r.userId);
  const tags = [...r.genres.map(hashtagName).filter(Boolean), 'ifyoulike'];
  const paragraphs = [r.content ? `<p>${escapeHtml(r.content)}</p>` : ''];
  const song = r.type === 'slts' && r.songData ? songAnchor(r.songData) : null;
  if (song) paragraphs.push(`<p>Songs like ${song.html}?</p>`);
  paragraphs.push(`<p>${tags.map((t) => `#${escapeHtml(t)}`).join(' ')}</p>`);
  return new Note({
    id: ctx.getObjectUri(Note, { id: String(r.id) }),
    attribution: ctx.getActorUri(author),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(author),
    url: ctx.getObjectUri(Note, { id: String(r.id) }),
    content: paragraphs.join(''),
    published: instant(r.createdAt),
    updated: r.editedAt ? instant(r.editedAt) : null,
    tags: tags.map((t) => new Hashtag({ name: `#${t}` })),
    attachments: [
      ...(r.type === 'gif' && r.gifUrl
        ? [new Image({ url: new URL(r.gifUrl), mediaType: 'image/gif' })]
        : []),
      ...(song?.link ? [new Link({ href: new URL(song.link), name: songTitle(r.songData!) })] : []),
    ],
  });
}

/** The id of our answer `id`'s Note (served by federation.routes.ts). */
export function answerUri(ctx: Context<void>, id: number): URL {
  return new URL(`/ap/answers/${id}`, ctx.origin);
}

export interface PublishedAnswer {
  id: number;
  requestId: number;
  userId: number;
  songData: SongData;
  comment: string | null;
  createdAt: Date;
}

/**
 * The Note of answer `a`, in reply to `inReplyTo` (our request's Note, or a remote request's id),
 * addressed to the public, the answerer's followers and `askerUri`.
 */
export function answerNote(
  ctx: Context<void>,
  a: PublishedAnswer,
  inReplyTo: URL,
  askerUri: URL,
): Note {
  const author = String(a.userId);
  const song = songAnchor(a.songData);
  const comment = a.comment ? `<p>${escapeHtml(a.comment)}</p>` : '';
  const id = answerUri(ctx, a.id);
  return new Note({
    id,
    attribution: ctx.getActorUri(author),
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(author), askerUri],
    replyTarget: inReplyTo,
    url: id,
    content: `<p>${song.html}</p>${comment}`,
    published: instant(a.createdAt),
    attachments: song.link
      ? [new Link({ href: new URL(song.link), name: songTitle(a.songData) })]
      : [],
  });
}
