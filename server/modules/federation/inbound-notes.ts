/**
 * Remote Notes (decisions 056, 058). A top-level request Note of an actor our members follow
 * becomes a request (inbound-requests.ts). A Note in reply to one of our requests that links
 * a playable song becomes an answer by its author's remote member, through the same service as
 * `POST /api/requests/{id}/responses` (counts, the asker's notification, the player); one in reply
 * to an answer becomes a reply. The Note's HTML is sanitised to plain text (remote-html.ts). Update
 * and Delete of such a Note apply when they come from the actor who created it. Each outcome is
 * counted in `hearsay_federation_inbox_activities_total` under its own verdict.
 */
import type { InboxContext } from '@fedify/fedify';
import { Create, Delete, isActor, Link, Note, Update } from '@fedify/vocab';
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import { REPLY_MAX_LENGTH } from '../../../common/replies-text';
import type { PublicUser } from '../../../common/schemas';
import { HttpError } from '../../lib/http-errors';
import {
  deleteRequest,
  deleteResponse,
  editRequest,
  editResponse,
} from '../moderation/moderation.service';
import { createReply, deleteReply, editReply } from '../replies/replies.service';
import { createResponse } from '../responses/responses.service';
import type { InboundDeps } from './federation-deps';
import { deletesAnActor, onAccountDelete, refusedAccountDelete } from './inbound-account-delete';
import { findPublishedRequest } from './federation.repository';
import { commentText, cutOnWord, linksIn, remoteHtmlText } from './remote-html';
import { findRemoteMember, upsertRemoteMember } from './remote-members.repository';
import {
  findRemoteObject,
  memberCard,
  recordRemoteObject,
  type RemoteObject,
} from './remote-objects.repository';
import { remoteActorOf } from './remote-actors';
import { requestFrom, requestText } from './inbound-requests';

/** One of our objects a remote Note or Like names: a request or an answer, by local id. */
export type LocalTarget = { kind: 'request' | 'answer'; id: number };

/** Our request (`/requests/{id}`) or answer (`/ap/answers/{id}`) at `uri`, or null. */
export function localTargetOf(origin: string, uri: URL | null): LocalTarget | null {
  if (!uri || uri.origin !== new URL(origin).origin) return null;
  const request = /^\/requests\/([1-9]\d{0,9})$/.exec(uri.pathname);
  if (request) return { kind: 'request', id: Number(request[1]) };
  const answer = /^\/ap\/answers\/([1-9]\d{0,9})$/.exec(uri.pathname);
  return answer ? { kind: 'answer', id: Number(answer[1]) } : null;
}

/** A service's refusal as a verdict: 404 not_found, 403 refused (a block, the edit window), 409 duplicate. */
function verdictOf(err: unknown): string {
  if (!(err instanceof HttpError)) throw err;
  if (err.statusCode === 409) return 'duplicate_song';
  return err.statusCode === 404 ? 'not_found' : 'refused';
}

/**
 * The Note's text as we show it, every address it links (content, Markdown source, Link
 * attachments) and the names of its Link attachments by address (a Hearsay answer names its song so).
 */
async function readNote(ctx: InboxContext<void>, note: Note) {
  const text = remoteHtmlText(note.content?.toString() ?? '');
  const links = [...linksIn(text), ...linksIn(note.source?.content?.toString() ?? '')];
  const titles = new Map<string, string>();
  for await (const attachment of note.getAttachments({
    documentLoader: ctx.documentLoader,
    contextLoader: ctx.contextLoader,
    suppressError: true,
  })) {
    if (!(attachment instanceof Link) || !attachment.href) continue;
    links.push(attachment.href.href);
    const name = attachment.name?.toString();
    if (name) titles.set(attachment.href.href, name);
  }
  return { text, links, titles };
}

/** An answer's comment: the text without the song's link (nor its title, when an attachment names it). */
const answerComment = (note: Awaited<ReturnType<typeof readNote>>, link: string | null) =>
  cutOnWord(
    commentText(note.text, link, link ? (note.titles.get(link) ?? null) : null),
    MAX_TEXT_LENGTH,
  ) || null;

/** The remote member who wrote `create`, upserted from its actor; null without a usable actor. */
async function authorOf(ctx: InboxContext<void>, deps: InboundDeps, create: Create) {
  const actor = await create.getActor(ctx);
  const remote = actor && isActor(actor) ? remoteActorOf(actor) : null;
  if (!remote) return null;
  return memberCard(deps.db, await upsertRemoteMember(deps.db, remote));
}

/** An answer from a Note replying to request `requestId`: its song resolved, its text the comment. */
async function answerFrom(
  ctx: InboxContext<void>,
  deps: InboundDeps,
  note: Note & { id: URL },
  requestId: number,
  author: PublicUser,
): Promise<string> {
  if (!(await findPublishedRequest(deps.db, requestId))) return 'not_found';
  const read = await readNote(ctx, note);
  const playable = deps.resolver.firstPlayable(read.links);
  // No link: a song named in words ("Artist – Title") with exactly one match in the catalogue.
  const song = playable
    ? await deps.resolver.resolve(playable.link, playable.linked)
    : await deps.resolver.named(read.text);
  if (!song) return playable ? 'unresolved_song' : 'no_song';
  const comment = answerComment(read, song.link);
  try {
    const created = await createResponse(deps.db, requestId, author, { ...song, comment });
    await recordRemoteObject(deps.db, {
      objectUri: note.id.href,
      actorUri: note.attributionId!.href,
      responseId: created.id,
    });
    return 'answer';
  } catch (err) {
    return verdictOf(err);
  }
}

/** A reply from a Note replying to answer `responseId`. */
async function replyFrom(
  ctx: InboxContext<void>,
  deps: InboundDeps,
  note: Note & { id: URL },
  responseId: number,
  author: PublicUser,
): Promise<string> {
  const { text } = await readNote(ctx, note);
  const body = cutOnWord(commentText(text, null), REPLY_MAX_LENGTH);
  if (!body) return 'empty';
  try {
    const created = await createReply(deps.db, author, responseId, body);
    await recordRemoteObject(deps.db, {
      objectUri: note.id.href,
      actorUri: note.attributionId!.href,
      replyId: created.id,
    });
    return 'reply';
  } catch (err) {
    return verdictOf(err);
  }
}

/** The answer a Note replies to: one of ours, or a remote Note kept as an answer. */
async function repliedTo(ctx: InboxContext<void>, deps: InboundDeps, uri: URL) {
  const local = localTargetOf(ctx.origin, uri);
  if (local) return local;
  const kept = await findRemoteObject(deps.db, uri.href);
  return kept?.responseId ? ({ kind: 'answer', id: kept.responseId } as const) : null;
}

/** Handles a Create: a Note replying to our request or answer becomes an answer or a reply. */
/**
 * Handles a Create: a Note replying to our request or answer becomes an answer or a reply; a
 * top-level request Note of a followed actor becomes a request (inbound-requests.ts).
 */
export async function onCreate(ctx: InboxContext<void>, deps: InboundDeps, create: Create) {
  const note = await create.getObject(ctx);
  if (!(note instanceof Note) || !note.id) return;
  const target = note.replyTargetId ? await repliedTo(ctx, deps, note.replyTargetId) : null;
  if (note.replyTargetId && !target) return;
  let verdict: string;
  if (note.attributionId?.href !== create.actorId?.href) verdict = 'not_owner';
  else if (await findRemoteObject(deps.db, note.id.href)) verdict = 'duplicate';
  else {
    const author = await authorOf(ctx, deps, create);
    const withId = note as Note & { id: URL };
    if (!author) verdict = 'no_actor';
    else if (!target) verdict = await requestFrom(ctx, deps, withId, author);
    else if (target.kind === 'request')
      verdict = await answerFrom(ctx, deps, withId, target.id, author);
    else verdict = await replyFrom(ctx, deps, withId, target.id, author);
  }
  deps.count('Create', verdict);
}

/**
 * The kept Note `uri` and its author's member when `actorUri` created it; 'not_owner' when another
 * actor did; null when we keep no such Note.
 */
async function ownedObject(
  deps: InboundDeps,
  uri: URL | null,
  actorUri: URL | null,
): Promise<{ kept: RemoteObject; author: PublicUser } | 'not_owner' | null> {
  const kept = uri ? await findRemoteObject(deps.db, uri.href) : null;
  if (!kept) return null;
  if (kept.actorUri !== actorUri?.href) return 'not_owner';
  const remote = await findRemoteMember(deps.db, kept.actorUri);
  const author = remote ? await memberCard(deps.db, remote.id) : null;
  return author ? { kept, author } : null;
}

/** Handles an Update of a kept Note by its author: the request's, comment's or reply's text follows. */
export async function onUpdate(ctx: InboxContext<void>, deps: InboundDeps, update: Update) {
  const note = await update.getObject(ctx);
  if (!(note instanceof Note)) return;
  const owned = await ownedObject(deps, note.id, update.actorId);
  if (owned === 'not_owner') deps.count('Update', owned);
  if (!owned || owned === 'not_owner') return;
  const { kept, author } = owned;
  const read = await readNote(ctx, note);
  let verdict = 'updated';
  try {
    if (kept.requestId) {
      const content = requestText(note.content?.toString() ?? '');
      if (content) await editRequest(deps.db, author.id, kept.requestId, content);
      else verdict = 'empty';
    } else if (kept.responseId) {
      const song = deps.resolver.firstPlayable(read.links)?.link ?? null;
      await editResponse(deps.db, author.id, kept.responseId, answerComment(read, song));
    } else if (kept.replyId) {
      const body = cutOnWord(commentText(read.text, null), REPLY_MAX_LENGTH);
      if (body) await editReply(deps.db, author, kept.replyId, body);
      else verdict = 'empty';
    }
  } catch (err) {
    verdict = verdictOf(err);
  }
  deps.count('Update', verdict);
}

/**
 * Handles a Delete: of an actor, its account (inbound-account-delete.ts); of a kept Note (or its
 * Tombstone) by its author, the request, answer or reply goes.
 */
export async function onDelete(deps: InboundDeps, del: Delete) {
  if (deletesAnActor(del)) return onAccountDelete(deps, del);
  const owned = await ownedObject(deps, del.objectId, del.actorId);
  if (owned === 'not_owner') deps.count('Delete', owned);
  if (!owned) await refusedAccountDelete(deps, del);
  if (!owned || owned === 'not_owner') return;
  const { kept, author } = owned;
  try {
    if (kept.requestId) await deleteRequest(deps.db, author.id, kept.requestId);
    else if (kept.responseId) await deleteResponse(deps.db, author.id, kept.responseId);
    else if (kept.replyId) await deleteReply(deps.db, author.id, kept.replyId);
    deps.count('Delete', 'deleted');
  } catch (err) {
    deps.count('Delete', verdictOf(err));
  }
}
