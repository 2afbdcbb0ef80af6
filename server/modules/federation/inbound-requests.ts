/**
 * Requests from the fediverse (decision 058). A public Note that replies to nothing, is tagged
 * #ifyoulike (the tag every Hearsay request carries, and the one a Mastodon user adds to ask) and
 * comes from an actor at least one of our members follows becomes a text request by that actor's
 * remote member, so it shows under FOLLOWING and our members answer it as any request; their
 * answers go back to the asker's server (outgoing.ts). Everything else the actor posts stays out:
 * a followed Mastodon account is not a stream of requests.
 */
import type { InboxContext } from '@fedify/fedify';
import { Hashtag, type Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { and, count, eq } from 'drizzle-orm';
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import type { PublicUser } from '../../../common/schemas';
import { userFollows } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { createRequest } from '../requests/requests.service';
import type { InboundDeps } from './federation-deps';
import { cutOnWord, remoteHtmlText } from './remote-html';
import { recordRemoteObject } from './remote-objects.repository';

/** The hashtag that makes a Note a request (without its `#`, compared case-insensitively). */
export const REQUEST_HASHTAG = 'ifyoulike';

/**
 * Whether `note` carries the request hashtag: as a Hashtag tag (Mastodon, Hearsay) or, for servers
 * whose tags do not survive (a context without `Hashtag`), as `#ifyoulike` in its text.
 */
async function hasRequestTag(ctx: InboxContext<void>, note: Note, text: string): Promise<boolean> {
  if (new RegExp(`(^|\\s)#${REQUEST_HASHTAG}(?![\\p{L}\\p{N}_])`, 'iu').test(text)) return true;
  for await (const tag of note.getTags({
    documentLoader: ctx.documentLoader,
    contextLoader: ctx.contextLoader,
    suppressError: true,
  })) {
    const name = tag instanceof Hashtag ? (tag.name?.toString() ?? '') : '';
    if (name.replace(/^#/, '').toLowerCase() === REQUEST_HASHTAG) return true;
  }
  return false;
}

const isPublic = (note: Note) =>
  [...note.toIds, ...note.ccIds].some((id) => id.href === PUBLIC_COLLECTION.href);

async function followedHere(deps: InboundDeps, memberId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(userFollows)
    .where(and(eq(userFollows.followedId, memberId)));
  return (row?.n ?? 0) > 0;
}

/**
 * The request's text: the Note as plain text without its lines of hashtags (a Hearsay request
 * ends with one), cut to a request's limit.
 */
export function requestText(html: string): string {
  const lines = remoteHtmlText(html)
    .split('\n')
    .filter((line) => !/^(?:\s*#[\p{L}\p{N}_]+)+\s*$/u.test(line));
  return cutOnWord(lines.join('\n').trim(), MAX_TEXT_LENGTH);
}

/**
 * A request from top-level Note `note` by `author` (its actor's remote member); answers the
 * verdict counted for it: `request`, or why it was left out.
 */
export async function requestFrom(
  ctx: InboxContext<void>,
  deps: InboundDeps,
  note: Note & { id: URL },
  author: PublicUser,
): Promise<string> {
  if (!isPublic(note)) return 'not_public';
  const html = note.content?.toString() ?? '';
  if (!(await hasRequestTag(ctx, note, remoteHtmlText(html)))) return 'not_a_request';
  if (!(await followedHere(deps, author.id))) return 'not_followed';
  const content = requestText(html);
  if (!content) return 'empty';
  try {
    const created = await createRequest(deps.db, author.id, { type: 'text', content }, author);
    await recordRemoteObject(deps.db, {
      objectUri: note.id.href,
      actorUri: note.attributionId!.href,
      requestId: created.id,
    });
    return 'request';
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return 'invalid';
    throw err;
  }
}
