/**
 * Our members and remote members, through the real app and a fake Mastodon-shaped server on
 * loopback (decision 058): following a remote member sends Follow and its Undo; their #ifyoulike
 * Notes become requests under FOLLOWING (only when followed, tagged and public); our answer to
 * such a request is delivered to the asker and its edit and deletion follow it; upvoting a remote answer
 * sends Like and Undo; a Follow across a block is rejected and a Reject ends our follow; the
 * handle lookup refuses what it cannot find.
 */
import { describe, expect, it } from 'vitest';
import { newMember, signUp, signUpStaff } from '../../test/harness';
import { createRequest } from '../../test/factories';
import type { FakeActor } from '../../test/fakes/fake-fediverse';
import {
  AS,
  PUBLIC,
  createOf,
  eventually,
  inboxVerdicts,
  receivedOf,
  TEST_ORIGIN,
  useFederationTestApp,
} from '../../test/fakes/fediverse-activities';
import { upsertRemoteMember } from './remote-members.repository';
import { remoteActorOf } from './remote-actors';
import { requestText } from './inbound-requests';

const VIDEO = 'dQw4w9WgXcQ';
const ORIGIN = TEST_ORIGIN;
const { t, fake, send } = useFederationTestApp({ ada: 'Ada Lovelace', ben: 'Ben Answerer' }, [
  { title: 'Never Gonna Give You Up', artist: 'Rick Astley', videoId: VIDEO },
]);

let serial = 0;

/** The remote member row of fake `actor`, as a lookup or an incoming activity makes it. */
async function remoteMemberOf(actor: FakeActor): Promise<number> {
  const { Person } = await import('@fedify/vocab');
  const person = new Person({
    id: actor.id,
    preferredUsername: actor.name,
    name: `${actor.name} Remote`,
    inbox: new URL(`${actor.id.href}/inbox`),
  });
  return upsertRemoteMember(t.ctx.handle.db, remoteActorOf(person)!);
}

/** A top-level Mastodon-shaped Note by `actor`: public unless told, tagged #ifyoulike unless told. */
const topNote = (actor: FakeActor, html: string, options: { tag?: boolean; to?: string } = {}) => ({
  id: `${actor.id.href}/statuses/${++serial}`,
  type: 'Note',
  attributedTo: actor.id.href,
  to: [options.to ?? PUBLIC],
  cc: [`${actor.id.href}/followers`],
  content: html,
  tag:
    options.tag === false
      ? []
      : [{ type: 'Hashtag', href: `${fake().origin}/tags/ifyoulike`, name: '#ifyoulike' }],
});

const followingFeed = async () =>
  (await t.call(t.ben, 'GET', '/api/requests?following=true')).json<{
    data: { id: number; content: string | null; user: { slug: string } }[];
  }>().data;

describe('following remote members', () => {
  it('sends Follow to their inbox, and Undo of it on unfollow', async () => {
    const hana = await fake().actor('hana');
    const id = await remoteMemberOf(hana);
    const res = await t.call(t.ben, 'POST', `/api/users/${id}/follow`);
    expect(res.statusCode, res.body).toBe(200);
    const follow = await eventually(() =>
      receivedOf(fake(), 'Follow').find((a) => a.object === hana.id.href),
    );
    expect(follow).toMatchObject({ actor: `${ORIGIN}/ap/users/${t.ben.user.id}` });

    expect((await t.call(t.ben, 'DELETE', `/api/users/${id}/follow`)).statusCode).toBe(200);
    const undo = await eventually(() =>
      receivedOf(fake(), 'Undo').find(
        (a) => (a.object as { type?: string; object?: string }).object === hana.id.href,
      ),
    );
    expect(undo).toMatchObject({ actor: `${ORIGIN}/ap/users/${t.ben.user.id}` });
  });

  it('ends our follow when their server sends Reject', async () => {
    const ivan = await fake().actor('ivan');
    const id = await remoteMemberOf(ivan);
    await t.call(t.ben, 'POST', `/api/users/${id}/follow`);
    const follow = await eventually(() =>
      receivedOf(fake(), 'Follow').find((a) => a.object === ivan.id.href),
    );
    const reject = {
      '@context': AS,
      id: `${ivan.id.href}#rejects/1`,
      type: 'Reject',
      actor: ivan.id.href,
      object: follow,
    };
    expect((await send(ivan, reject)).statusCode).toBe(202);
    const following = async () =>
      (await t.call(t.ben, 'GET', `/api/users/${id}`)).json<{ viewer?: { following?: boolean } }>();
    expect(await eventually(async () => (await following()).viewer?.following === false)).toBe(
      true,
    );
  });

  it('rejects a Follow of a member who blocked that remote member, and records no follow', async () => {
    const jude = await fake().actor('jude');
    const id = await remoteMemberOf(jude);
    expect((await t.call(t.ada, 'PUT', `/api/users/${id}/block`)).statusCode).toBeLessThan(300);
    const follow = {
      '@context': AS,
      id: `${jude.id.href}#follows/1`,
      type: 'Follow',
      actor: jude.id.href,
      object: `${ORIGIN}/ap/users/${t.ada.user.id}`,
    };
    expect((await send(jude, follow)).statusCode).toBe(202);
    const reject = await eventually(() =>
      receivedOf(fake(), 'Reject').find((a) => (a.object as { id?: string }).id === follow.id),
    );
    expect(reject).toBeTruthy();
    const profile = (await t.call(t.ada, 'GET', `/api/users/${t.ada.user.id}`)).json<{
      followerCount?: number;
    }>();
    expect(profile.followerCount ?? 0).toBe(0);
  });
});

describe('requests from the fediverse', () => {
  it('takes a followed actor’s public #ifyoulike Note as a request under FOLLOWING; our answer goes back to them', async () => {
    const kim = await fake().actor('kim');
    const id = await remoteMemberOf(kim);
    await t.call(t.ben, 'POST', `/api/users/${id}/follow`);
    const note = topNote(
      kim,
      '<p>Songs for a night drive <a href="https://example.social/tags/ifyoulike" rel="tag">#<span>ifyoulike</span></a></p><p>#ifyoulike #synthwave</p>',
    );
    expect((await send(kim, createOf(kim, note))).statusCode).toBe(202);
    const request = await eventually(async () =>
      (await followingFeed()).find((r) => r.user.slug === `kim@${fake().host}`),
    );
    expect(request?.content).toBe('Songs for a night drive #ifyoulike');

    const answer = await t.call(t.ben, 'POST', `/api/requests/${request!.id}/responses`, {
      songId: VIDEO,
      songData: { id: VIDEO, name: 'Never Gonna Give You Up', artist: 'Rick Astley' },
      comment: 'Put this on',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const answerId = answer.json<{ id: number }>().id;
    const created = await eventually(() =>
      receivedOf(fake(), 'Create').find(
        (a) => (a.object as { inReplyTo?: string }).inReplyTo === note.id,
      ),
    );
    expect((created!.object as { content: string }).content).toContain(
      `https://www.youtube.com/watch?v=${VIDEO}`,
    );

    // An edit of the comment goes as an Update of the same Note.
    const edited = await t.call(t.ben, 'PATCH', `/api/responses/${answerId}`, {
      comment: 'Windows down',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await eventually(() =>
      receivedOf(fake(), 'Update').find(
        (a) => (a.object as { id?: string }).id === `${ORIGIN}/ap/answers/${answerId}`,
      ),
    );
    expect((update!.object as { content: string }).content).toContain('Windows down');

    expect((await t.call(t.ben, 'DELETE', `/api/responses/${answerId}`)).statusCode).toBe(200);
    const deleted = await eventually(() =>
      receivedOf(fake(), 'Delete').find(
        (a) => (a.object as { id?: string }).id === `${ORIGIN}/ap/answers/${answerId}`,
      ),
    );
    expect(deleted).toBeTruthy();

    // The asker deletes their Note: the request goes.
    const del = {
      '@context': AS,
      id: `${note.id}#delete`,
      type: 'Delete',
      actor: kim.id.href,
      object: { type: 'Tombstone', id: note.id },
    };
    expect((await send(kim, del)).statusCode).toBe(202);
    expect(
      await eventually(async () => !(await followingFeed()).some((r) => r.id === request!.id)),
    ).toBe(true);
  });

  it('leaves out Notes of actors nobody follows, untagged Notes and non-public ones', async () => {
    const lou = await fake().actor('lou');
    const before = await inboxVerdicts(t.ctx, 'not_followed');
    await send(lou, createOf(lou, topNote(lou, '<p>Anything like Portishead?</p>')));
    expect(
      await eventually(async () => (await inboxVerdicts(t.ctx, 'not_followed')) > before),
    ).toBe(true);

    const mo = await fake().actor('mo');
    await t.call(t.ben, 'POST', `/api/users/${await remoteMemberOf(mo)}/follow`);
    const untagged = await inboxVerdicts(t.ctx, 'not_a_request');
    await send(mo, createOf(mo, topNote(mo, '<p>Lunch was great</p>', { tag: false })));
    expect(
      await eventually(async () => (await inboxVerdicts(t.ctx, 'not_a_request')) > untagged),
    ).toBe(true);
    const hidden = await inboxVerdicts(t.ctx, 'not_public');
    const direct = topNote(mo, '<p>Just for you</p>', {
      to: `${ORIGIN}/ap/users/${t.ben.user.id}`,
    });
    await send(mo, createOf(mo, direct));
    expect(await eventually(async () => (await inboxVerdicts(t.ctx, 'not_public')) > hidden)).toBe(
      true,
    );
    expect((await followingFeed()).some((r) => r.user.slug.startsWith('mo@'))).toBe(false);
  });

  it('sends Like when a member upvotes a remote request, and Undo when they take it back', async () => {
    const nia = await fake().actor('nia');
    await t.call(t.ada, 'POST', `/api/users/${await remoteMemberOf(nia)}/follow`);
    const note = topNote(nia, '<p>Give me sea shanties #ifyoulike</p>');
    await send(nia, createOf(nia, note));
    const feed = async () =>
      (await t.call(t.ada, 'GET', '/api/requests?following=true')).json<{
        data: { id: number; user: { slug: string } }[];
      }>().data;
    const request = await eventually(async () =>
      (await feed()).find((r) => r.user.slug === `nia@${fake().host}`),
    );
    const up = await t.call(t.ada, 'POST', `/api/requests/${request!.id}/upvote`, {});
    expect(up.json<{ upvoted: boolean }>().upvoted).toBe(true);
    const like = await eventually(() =>
      receivedOf(fake(), 'Like').find((a) => a.object === note.id),
    );
    expect(like).toMatchObject({ actor: `${ORIGIN}/ap/users/${t.ada.user.id}` });
    await t.call(t.ada, 'POST', `/api/requests/${request!.id}/upvote`, { upvoted: false });
    const undo = await eventually(() =>
      receivedOf(fake(), 'Undo').find(
        (a) => (a.object as { type?: string; object?: string }).object === note.id,
      ),
    );
    expect((undo!.object as { type: string }).type).toBe('Like');
  });
});

describe('replies under remote answers', () => {
  it('sends a reply to the answer’s author as a Note, then its edit and deletion', async () => {
    const quin = await fake().actor('quin');
    const requestId = await createRequest(t.ctx, t.ada, 'Songs for the first snow');
    const answerNote = {
      id: `${quin.id.href}/statuses/${++serial}`,
      type: 'Note',
      attributedTo: quin.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [PUBLIC],
      content: `<p>This one: <a href="https://youtu.be/${VIDEO}">youtu.be/${VIDEO}</a></p>`,
    };
    expect((await send(quin, createOf(quin, answerNote))).statusCode).toBe(202);
    const answers = async () =>
      (await t.call(t.ben, 'GET', `/api/requests/${requestId}/responses`)).json<{ id: number }[]>();
    const [answer] = (await eventually(async () => ((await answers()).length ? answers() : null)))!;

    const posted = await t.call(t.ben, 'POST', `/api/responses/${answer!.id}/replies`, {
      body: 'What a pick',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const replyId = posted.json<{ id: number }>().id;
    const replyUri = `${ORIGIN}/ap/replies/${replyId}`;
    const created = await eventually(() =>
      receivedOf(fake(), 'Create').find((a) => (a.object as { id?: string }).id === replyUri),
    );
    expect(created!.object).toMatchObject({
      inReplyTo: answerNote.id,
      content: '<p>What a pick</p>',
    });
    const served = await t.ctx.app.inject({
      method: 'GET',
      url: `/ap/replies/${replyId}`,
      headers: { accept: 'application/activity+json' },
    });
    expect(served.json()).toMatchObject({ id: replyUri, type: 'Note' });

    await t.call(t.ben, 'PATCH', `/api/replies/${replyId}`, { body: 'What a pick!' });
    expect(
      await eventually(() =>
        receivedOf(fake(), 'Update').find((a) => (a.object as { id?: string }).id === replyUri),
      ),
    ).toBeTruthy();
    expect((await t.call(t.ben, 'DELETE', `/api/replies/${replyId}`)).statusCode).toBe(200);
    expect(
      await eventually(() =>
        receivedOf(fake(), 'Delete').find((a) => (a.object as { id?: string }).id === replyUri),
      ),
    ).toBeTruthy();
  });
});

describe('reports of remote content', () => {
  it('forwards a report to the author’s server as a Flag from this server when asked', async () => {
    const otto = await fake().actor('otto');
    await t.call(t.ada, 'POST', `/api/users/${await remoteMemberOf(otto)}/follow`);
    const note = topNote(otto, '<p>Buy followers cheap #ifyoulike</p>');
    await send(otto, createOf(otto, note));
    const request = await eventually(async () =>
      (await t.call(t.ada, 'GET', '/api/requests?following=true'))
        .json<{ data: { id: number; user: { slug: string } }[] }>()
        .data.find((r) => r.user.slug === `otto@${fake().host}`),
    );
    const report = await t.call(t.ada, 'POST', '/api/reports', {
      targetType: 'request',
      targetId: request!.id,
      reason: 'spam',
      note: 'Selling followers',
      forward: true,
    });
    expect(report.statusCode, report.body).toBe(201);
    const flag = await eventually(() =>
      receivedOf(fake(), 'Flag').find((a) => JSON.stringify(a.object).includes(note.id)),
    );
    expect(flag).toMatchObject({
      actor: `${ORIGIN}/ap/users/instance`,
      content: 'spam: Selling followers',
    });
    expect(flag!.object).toEqual(expect.arrayContaining([otto.id.href, note.id]));
  });
});

describe('GET /api/federation/lookup', () => {
  it('answers a handle of this server with its local member', async () => {
    const res = await t.call(
      t.ben,
      'GET',
      `/api/federation/lookup?handle=${encodeURIComponent(`@${t.ada.user.slug}@hearsay.example`)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: t.ada.user.id,
        slug: t.ada.user.slug,
        displayName: 'Ada Lovelace',
        handle: `@${t.ada.user.slug}@hearsay.example`,
        remote: false,
      },
    });
  });

  it('refuses what is not a handle (400), a blocked server (403) and what it cannot find (404)', async () => {
    const bad = await t.call(t.ben, 'GET', '/api/federation/lookup?handle=not%20a%20handle');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });

    const staff = await signUpStaff(t.ctx);
    await t.call(staff, 'POST', '/api/admin/federation/blocks', { domain: 'blocked.example' });
    const blocked = await t.call(t.ben, 'GET', '/api/federation/lookup?handle=zed@blocked.example');
    expect(blocked.statusCode).toBe(403);

    // Nothing answers WebFinger for this name (the fake server speaks plain HTTP).
    const missing = await t.call(
      t.ben,
      'GET',
      `/api/federation/lookup?handle=${encodeURIComponent(`nobody@${fake().host}`)}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not_found',
      message: 'No member with that handle was found.',
    });
    expect(
      (await t.call(null, 'GET', '/api/federation/lookup?handle=a@b.example')).statusCode,
    ).toBe(401);
  });
});

describe('deleting an account', () => {
  it('deletes the Person on the servers of its remote followers', async () => {
    const cleo = await signUp(t.ctx.app, newMember('Cleo Leaving'));
    const pia = await fake().actor('pia');
    const actorUri = `${ORIGIN}/ap/users/${cleo.user.id}`;
    const follow = {
      '@context': AS,
      id: `${pia.id.href}#follows/cleo`,
      type: 'Follow',
      actor: pia.id.href,
      object: actorUri,
    };
    expect((await send(pia, follow)).statusCode).toBe(202);
    await eventually(() =>
      receivedOf(fake(), 'Accept').find((a) => (a.object as { id?: string }).id === follow.id),
    );
    const res = await t.call(cleo, 'POST', '/api/account/delete', { password: 'secret-password' });
    expect(res.statusCode, res.body).toBe(200);
    const deleted = await eventually(() =>
      receivedOf(fake(), 'Delete').find((a) => a.object === actorUri),
    );
    expect(deleted).toMatchObject({ actor: actorUri });
  });
});

describe('remote profiles', () => {
  it('serves a remote member at /api/profile/{name@host} with their server and actor address', async () => {
    const olga = await fake().actor('olga');
    const id = await remoteMemberOf(olga);
    const slug = `olga@${fake().host}`;
    const res = await t.call(t.ben, 'GET', `/api/profile/${encodeURIComponent(slug)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      slug,
      remote: { server: fake().host, url: olga.id.href },
    });
    const local = await t.call(t.ben, 'GET', `/api/profile/${t.ada.user.slug}`);
    expect(local.json()).toMatchObject({ remote: null });
  });

  it('sends a browser opening a member’s actor address to their profile page', async () => {
    const page = await t.ctx.app.inject({
      method: 'GET',
      url: `/ap/users/${t.ada.user.id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/profile/${t.ada.user.slug}`);
    const actor = await t.ctx.app.inject({
      method: 'GET',
      url: `/ap/users/${t.ada.user.id}`,
      headers: { accept: 'application/activity+json' },
    });
    expect(actor.statusCode).toBe(200);
    expect(actor.json()).toMatchObject({ type: 'Person' });
  });
});

describe('requestText', () => {
  it('drops the lines of hashtags a request Note ends with and keeps the words', () => {
    expect(requestText('<p>Music for cooking</p><p>#Jazz #ifyoulike</p>')).toBe(
      'Music for cooking',
    );
    expect(requestText('<p>#ifyoulike</p>')).toBe('');
  });
});
