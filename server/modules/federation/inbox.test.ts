/**
 * Our inboxes through the real app with Mastodon-shaped signed activities from a fake server on
 * loopback (decision 046): a signed Follow makes the remote actor a remote member who follows,
 * counted by the followers collection and answered with Accept; a wrong signature gives 401 and
 * stores nothing; Undo of the Follow ends it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createRequest } from '../../test/factories';
import {
  eventually,
  TEST_ORIGIN,
  useFederationTestApp,
} from '../../test/fakes/fediverse-activities';

const ORIGIN = TEST_ORIGIN;
const { t, fake } = useFederationTestApp({ ada: 'Ada Lovelace' });

const remoteRow = async (actorUri: string) =>
  (await t.ctx.handle.db.select().from(users).where(eq(users.actorUri, actorUri)))[0];

const followersTotal = async (id: number) =>
  (
    await t.ctx.app.inject({
      url: `/ap/users/${id}/followers`,
      headers: { accept: 'application/activity+json' },
    })
  ).json<{ totalItems: number }>().totalItems;

describe('inbox', () => {
  it('takes a signed Follow: a remote member follows, counted, and gets an Accept', async () => {
    const bob = await fake().actor('bob');
    const adaUri = `${ORIGIN}/ap/users/${t.ada.user.id}`;
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${bob.id.href}#follows/1`,
      type: 'Follow',
      actor: bob.id.href,
      object: adaUri,
    };
    const res = await t.ctx.app.inject(await fake().signedPost(`${adaUri}/inbox`, bob, follow));
    expect(res.statusCode, res.body).toBe(202);
    const row = await eventually(() => remoteRow(bob.id.href));
    expect(row).toMatchObject({
      remote: true,
      handle: `@bob@${fake().host}`,
      displayName: 'Bob Remote',
      inboxUrl: `${fake().origin}/users/bob/inbox`,
    });
    expect(await eventually(async () => (await followersTotal(t.ada.user.id)) === 1)).toBe(true);
    const accept = await eventually(() => fake().received.find((a) => a.type === 'Accept'));
    expect(accept).toMatchObject({ actor: adaUri, object: { id: follow.id, type: 'Follow' } });
    // A remote member can never sign in.
    const login = await t.call(null, 'POST', '/api/auth/login', {
      email: row!.email,
      password: '!remote',
    });
    expect(login.statusCode).toBe(401);

    const undo = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${bob.id.href}#undo/1`,
      type: 'Undo',
      actor: bob.id.href,
      object: follow,
    };
    const undone = await t.ctx.app.inject(await fake().signedPost(`${ORIGIN}/ap/inbox`, bob, undo));
    expect(undone.statusCode, undone.body).toBe(202);
    expect(await eventually(async () => (await followersTotal(t.ada.user.id)) === 0)).toBe(true);
  }, 90_000);

  it('refuses a wrong signature with 401 and stores nothing', async () => {
    const mallory = await fake().actor('mallory');
    const other = await fake().actor('other');
    const adaUri = `${ORIGIN}/ap/users/${t.ada.user.id}`;
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${mallory.id.href}#follows/1`,
      type: 'Follow',
      actor: mallory.id.href,
      object: adaUri,
    };
    const res = await t.ctx.app.inject(
      await fake().signedPost(`${adaUri}/inbox`, mallory, follow, other),
    );
    expect(res.statusCode).toBe(401);
    const unsigned = await t.ctx.app.inject({
      method: 'POST',
      url: `/ap/users/${t.ada.user.id}/inbox`,
      headers: { 'content-type': 'application/activity+json', host: 'hearsay.example' },
      payload: JSON.stringify(follow),
    });
    expect(unsigned.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(await remoteRow(mallory.id.href)).toBeUndefined();
  });

  it('refuses a body over 256 KiB with 413', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/ap/inbox',
      headers: { 'content-type': 'application/activity+json', host: 'hearsay.example' },
      payload: JSON.stringify({ type: 'Note', content: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('outgoing', () => {
  it("delivers a member's new request to remote followers as a Create of its Note, and its deletion as a Delete", async () => {
    const carol = await fake().actor('carol');
    const adaUri = `${ORIGIN}/ap/users/${t.ada.user.id}`;
    const follow = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${carol.id.href}#follows/1`,
      type: 'Follow',
      actor: carol.id.href,
      object: adaUri,
    };
    await t.ctx.app.inject(await fake().signedPost(`${ORIGIN}/ap/inbox`, carol, follow));
    expect(await eventually(async () => (await followersTotal(t.ada.user.id)) === 1)).toBe(true);

    const id = await createRequest(t.ctx, t.ada, 'Songs for a long train ride');
    const noteId = `${ORIGIN}/requests/${id}`;
    const create = await eventually(() =>
      fake().received.find(
        (a) => a.type === 'Create' && (a.object as { id?: string } | undefined)?.id === noteId,
      ),
    );
    expect(create).toMatchObject({ actor: adaUri, object: { type: 'Note', attributedTo: adaUri } });
    const note = create!.object as { content: string; tag: unknown };
    expect(note.content).toContain('Songs for a long train ride');
    expect(JSON.stringify(note.tag)).toContain('#ifyoulike');

    expect((await t.call(t.ada, 'DELETE', `/api/requests/${id}`)).statusCode).toBe(200);
    const removal = await eventually(() =>
      fake().received.find(
        (a) => a.type === 'Delete' && (a.object as { id?: string } | undefined)?.id === noteId,
      ),
    );
    expect(removal).toMatchObject({ actor: adaUri, object: { type: 'Tombstone' } });
  }, 90_000);
});
