/**
 * Remote answers, replies, Likes, Updates and Deletes through the real app (decision 056), with
 * Mastodon-, Lemmy- and Misskey-shaped activities signed by actors of a fake server on loopback:
 * a reply to a request linking a catalogue song becomes a sanitised answer and the asker is
 * notified; a Note without a song is counted and not stored; a wrong signature or a blocked host
 * stores nothing; a Like is one upvote per actor and its Undo removes it; Update and Delete by the
 * Note's author apply, by anyone else do not.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federationObjects, responses } from '../../db/schema';
import { signUpStaff } from '../../test/harness';
import { createRequest, createResponse } from '../../test/factories';
import type { FakeActor } from '../../test/fakes/fake-fediverse';
import {
  AS,
  createOf,
  eventually,
  inboxVerdicts,
  TEST_ORIGIN,
  useFederationTestApp,
} from '../../test/fakes/fediverse-activities';

const VIDEO = 'dQw4w9WgXcQ';
const OTHER_VIDEO = 'kJQP7kiw5Fk';
const ORIGIN = TEST_ORIGIN;
const { t, fake, send } = useFederationTestApp({ ada: 'Ada Lovelace', ben: 'Ben Answerer' }, [
  { title: 'Never Gonna Give You Up', artist: 'Rick Astley', videoId: VIDEO },
  { title: 'Despacito', artist: 'Luis Fonsi', videoId: OTHER_VIDEO },
]);

let serial = 0;

/** A Mastodon-shaped reply by `actor` to `inReplyTo`, mentioning Ada, with a hashtag. */
const mastodonNote = (actor: FakeActor, inReplyTo: string, body: string) => ({
  id: `${actor.id.href}/statuses/${++serial}`,
  type: 'Note',
  attributedTo: actor.id.href,
  inReplyTo,
  to: [`${AS}#Public`],
  cc: [`${ORIGIN}/ap/users/${t.ada.user.id}`],
  content: `<p><span class="h-card" translate="no"><a href="${ORIGIN}/@ada" class="u-url mention">@<span>ada</span></a></span> ${body} <a href="${fake().origin}/tags/ifyoulike" class="mention hashtag" rel="tag">#<span>ifyoulike</span></a></p>`,
  tag: [
    { type: 'Mention', href: `${ORIGIN}/ap/users/${t.ada.user.id}`, name: '@ada@hearsay.example' },
    { type: 'Hashtag', href: `${fake().origin}/tags/ifyoulike`, name: '#ifyoulike' },
  ],
});
const youtubeLink = (id: string) =>
  `<a href="https://youtu.be/${id}" target="_blank" rel="nofollow noopener"><span class="invisible">https://</span><span class="">youtu.be/${id}</span><span class="invisible"></span></a>`;

const answersOf = async (requestId: number) =>
  (await t.call(t.ada, 'GET', `/api/requests/${requestId}/responses`)).json<
    { id: number; comment: string | null; songId: string; upvotes: number; user: { id: number } }[]
  >();
const answerCount = async (requestId: number) =>
  (await t.call(t.ada, 'GET', `/api/requests/${requestId}`)).json<{ responses: number }>()
    .responses;
const inboxCount = (verdict: string) => inboxVerdicts(t.ctx, verdict);

describe('remote answers', () => {
  it('takes a signed Mastodon reply with a YouTube link as a sanitised answer; the asker is notified', async () => {
    const bob = await fake().actor('bob');
    const requestId = await createRequest(t.ctx, t.ada, 'Songs for dancing badly');
    const note = mastodonNote(
      bob,
      `${ORIGIN}/requests/${requestId}`,
      `Try this one: ${youtubeLink(VIDEO)} it is 1 &lt; 2 &amp; fun<script>alert("x")</script><img src=x onerror="alert(1)"><br>Really.`,
    );
    const res = await send(bob, createOf(bob, note));
    expect(res.statusCode, res.body).toBe(202);
    const [answer] =
      (await eventually(async () => {
        const list = await answersOf(requestId);
        return list.length ? list : null;
      })) ?? [];
    expect(answer).toMatchObject({
      songId: VIDEO,
      comment: 'Try this one: it is 1 < 2 & fun\nReally. #ifyoulike',
    });
    expect(answer!.comment).not.toMatch(/script|alert|onerror|<\w/);
    expect(await answerCount(requestId)).toBe(1);
    const notes = (await t.call(t.ada, 'GET', '/api/notifications')).json<{
      data: { type: string; requestId?: number | null }[];
    }>();
    expect(notes.data.some((n) => n.type === 'response_to_your_request')).toBe(true);

    // Redelivered (a new activity id, the same Note): still one answer.
    await send(bob, { ...createOf(bob, note), id: `${note.id}/again` });
    expect(await eventually(async () => (await inboxCount('duplicate')) >= 1)).toBe(true);
    expect(await answerCount(requestId)).toBe(1);
  }, 60_000);

  it('does not store a Note without a playable song, and counts it', async () => {
    const carol = await fake().actor('carol');
    const requestId = await createRequest(t.ctx, t.ada);
    const before = await inboxCount('no_song');
    const note = mastodonNote(
      carol,
      `${ORIGIN}/requests/${requestId}`,
      'Anything by <a href="https://example.org/band">this band</a>, or this playlist https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    );
    expect((await send(carol, createOf(carol, note))).statusCode).toBe(202);
    expect(await eventually(async () => (await inboxCount('no_song')) > before)).toBe(true);
    expect(await answersOf(requestId)).toEqual([]);
    expect(await answerCount(requestId)).toBe(0);
  }, 60_000);

  it('refuses a wrong signature with 401 and stores nothing', async () => {
    const mallory = await fake().actor('mallory');
    const other = await fake().actor('other');
    const requestId = await createRequest(t.ctx, t.ada);
    const note = mastodonNote(mallory, `${ORIGIN}/requests/${requestId}`, youtubeLink(VIDEO));
    const res = await send(mallory, createOf(mallory, note), other);
    expect(res.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 500));
    expect(await answersOf(requestId)).toEqual([]);
  });

  it('takes Lemmy- and Misskey-shaped replies', async () => {
    const lemmy = await fake().actor('lemmy');
    const misskey = await fake().actor('misskey');
    const requestId = await createRequest(t.ctx, t.ada);
    const lemmyNote = {
      id: `${lemmy.id.href}/comment/${++serial}`,
      type: 'Note',
      attributedTo: lemmy.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [`${AS}#Public`],
      content: `<p><strong>This</strong>: <a href="https://www.youtube.com/watch?v=${VIDEO}">Rick</a></p>\n`,
      mediaType: 'text/html',
      source: {
        content: `**This**: [Rick](https://www.youtube.com/watch?v=${VIDEO})`,
        mediaType: 'text/markdown',
      },
    };
    const misskeyNote = {
      id: `${misskey.id.href}/notes/${++serial}`,
      type: 'Note',
      attributedTo: misskey.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [`${AS}#Public`],
      content: `<p><span>Listen <br>https://music.youtube.com/watch?v=${OTHER_VIDEO}</span></p>`,
      _misskey_content: `Listen\nhttps://music.youtube.com/watch?v=${OTHER_VIDEO}`,
      source: {
        content: `Listen\nhttps://music.youtube.com/watch?v=${OTHER_VIDEO}`,
        mediaType: 'text/x.misskeymarkdown',
      },
    };
    expect((await send(lemmy, createOf(lemmy, lemmyNote))).statusCode).toBe(202);
    expect((await send(misskey, createOf(misskey, misskeyNote))).statusCode).toBe(202);
    const list = await eventually(async () => {
      const found = await answersOf(requestId);
      return found.length === 2 ? found : null;
    });
    expect(list?.map((a) => [a.songId, a.comment]).sort()).toEqual(
      [
        [VIDEO, 'This: Rick'],
        [OTHER_VIDEO, 'Listen'],
      ].sort(),
    );
  }, 60_000);

  it('takes an answer Note of another Hearsay server without repeating its song title', async () => {
    const hal = await fake().actor('hal');
    const requestId = await createRequest(t.ctx, t.ada);
    const link = `https://www.youtube.com/watch?v=${VIDEO}`;
    const note = {
      id: `${hal.id.href}/answers/${++serial}`,
      type: 'Note',
      attributedTo: hal.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [`${AS}#Public`],
      content: `<p><a href="${link}">Never Gonna Give You Up – Rick Astley</a></p><p>Still works</p>`,
      attachment: [{ type: 'Link', href: link, name: 'Never Gonna Give You Up – Rick Astley' }],
    };
    expect((await send(hal, createOf(hal, note))).statusCode).toBe(202);
    const list = await eventually(async () => {
      const found = await answersOf(requestId);
      return found.length ? found : null;
    });
    expect(list).toEqual([expect.objectContaining({ songId: VIDEO, comment: 'Still works' })]);
  }, 60_000);

  it("refuses a blocked host's Create, and takes it again once the block is lifted", async () => {
    const staff = await signUpStaff(t.ctx);
    const dan = await fake().actor('dan');
    const requestId = await createRequest(t.ctx, t.ada);
    const blocked = await t.call(staff, 'POST', '/api/admin/federation/blocks', {
      domain: '127.0.0.1',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const note = mastodonNote(dan, `${ORIGIN}/requests/${requestId}`, youtubeLink(VIDEO));
    expect((await send(dan, createOf(dan, note))).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(await answersOf(requestId)).toEqual([]);
    const lifted = await t.call(staff, 'DELETE', '/api/admin/federation/blocks/127.0.0.1');
    expect(lifted.statusCode, lifted.body).toBe(200);
  }, 60_000);
});

/** A remote answer by `actor` to a fresh request of Ada's: the request id, the answer id and its Note. */
async function remoteAnswer(actor: FakeActor, video = VIDEO) {
  const requestId = await createRequest(t.ctx, t.ada);
  const note = mastodonNote(actor, `${ORIGIN}/requests/${requestId}`, youtubeLink(video));
  expect((await send(actor, createOf(actor, note))).statusCode).toBe(202);
  const [answer] =
    (await eventually(async () => {
      const list = await answersOf(requestId);
      return list.length ? list : null;
    })) ?? [];
  expect(answer).toBeDefined();
  return { requestId, answerId: answer!.id, note };
}

describe('remote replies, Likes, Updates and Deletes', () => {
  it('takes a reply to our answer as a reply, sanitised', async () => {
    const erin = await fake().actor('erin');
    const requestId = await createRequest(t.ctx, t.ada);
    const answerId = await createResponse(t.ctx, t.ben, requestId);
    const note = mastodonNote(
      erin,
      `${ORIGIN}/ap/answers/${answerId}`,
      'Great pick!<script>x()</script>',
    );
    expect((await send(erin, createOf(erin, note))).statusCode).toBe(202);
    const replies = await eventually(async () => {
      const page = (await t.call(t.ben, 'GET', `/api/responses/${answerId}/replies`)).json<{
        data: { body: string; user: { slug: string } }[];
      }>();
      return page.data.length ? page.data : null;
    });
    expect(replies).toEqual([
      expect.objectContaining({
        body: 'Great pick! #ifyoulike',
        user: expect.objectContaining({ slug: `erin@${fake().host}` }),
      }),
    ]);
  }, 60_000);

  it('counts a Like as one upvote per actor, even sent twice, and Undo removes it', async () => {
    const fay = await fake().actor('fay');
    const requestId = await createRequest(t.ctx, t.ada);
    const answerId = await createResponse(t.ctx, t.ben, requestId);
    const like = {
      '@context': AS,
      id: `${fay.id.href}#likes/${++serial}`,
      type: 'Like',
      actor: fay.id.href,
      object: `${ORIGIN}/ap/answers/${answerId}`,
    };
    const upvotes = async () =>
      (await answersOf(requestId)).find((a) => a.id === answerId)!.upvotes;
    const upvoteVerdicts = await inboxCount('upvote');
    expect((await send(fay, like)).statusCode).toBe(202);
    expect((await send(fay, { ...like, id: `${like.id}-again` })).statusCode).toBe(202);
    expect(await eventually(async () => (await inboxCount('upvote')) >= upvoteVerdicts + 2)).toBe(
      true,
    );
    expect(await upvotes()).toBe(1);
    const undo = {
      '@context': AS,
      id: `${like.id}#undo`,
      type: 'Undo',
      actor: fay.id.href,
      object: like,
    };
    expect((await send(fay, undo)).statusCode).toBe(202);
    expect(await eventually(async () => (await upvotes()) === 0)).toBe(true);

    const requestLike = {
      ...like,
      id: `${like.id}-request`,
      object: `${ORIGIN}/requests/${requestId}`,
    };
    expect((await send(fay, requestLike)).statusCode).toBe(202);
    const requestUpvotes = async () =>
      (await t.call(t.ada, 'GET', `/api/requests/${requestId}`)).json<{ upvotes: number }>()
        .upvotes;
    expect(await eventually(async () => (await requestUpvotes()) === 1)).toBe(true);
  }, 60_000);

  it("applies the author's Update and Delete, and ignores another actor's", async () => {
    const gus = await fake().actor('gus');
    const eve = await fake().actor('eve');
    const { requestId, answerId, note } = await remoteAnswer(gus, OTHER_VIDEO);
    const comment = async () =>
      (await answersOf(requestId)).find((a) => a.id === answerId)?.comment;
    const edited = { ...note, content: `<p>${youtubeLink(OTHER_VIDEO)} Edited <b>words</b></p>` };
    const updateBy = (actor: FakeActor, object: Record<string, unknown>) => ({
      '@context': AS,
      id: `${String(object.id)}#update-${++serial}`,
      type: 'Update',
      actor: actor.id.href,
      object,
    });
    const refused = await inboxCount('not_owner');
    // Eve cannot edit or delete Gus's answer (her server would sign for her, not for him).
    expect(
      (await send(eve, updateBy(eve, { ...edited, attributedTo: eve.id.href }))).statusCode,
    ).toBe(202);
    const deleteBy = (actor: FakeActor) => ({
      '@context': AS,
      id: `${note.id}#delete-${++serial}`,
      type: 'Delete',
      actor: actor.id.href,
      object: { id: note.id, type: 'Tombstone' },
    });
    expect((await send(eve, deleteBy(eve))).statusCode).toBe(202);
    expect(await eventually(async () => (await inboxCount('not_owner')) === refused + 2)).toBe(
      true,
    );
    expect(await comment()).toBe('#ifyoulike');
    expect(await answerCount(requestId)).toBe(1);
    expect((await send(gus, updateBy(gus, edited))).statusCode).toBe(202);
    expect(await eventually(async () => (await comment()) === 'Edited words')).toBe(true);
    expect(await answerCount(requestId)).toBe(1);

    expect((await send(gus, deleteBy(gus))).statusCode).toBe(202);
    expect(await eventually(async () => (await answersOf(requestId)).length === 0)).toBe(true);
    expect(await answerCount(requestId)).toBe(0);
    const kept = await t.ctx.handle.db
      .select()
      .from(federationObjects)
      .where(eq(federationObjects.objectUri, note.id));
    expect(kept).toEqual([]);
    expect(
      await t.ctx.handle.db.select().from(responses).where(eq(responses.id, answerId)),
    ).toEqual([]);
  }, 90_000);
});
