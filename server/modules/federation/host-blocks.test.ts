/**
 * Staff blocks of remote servers and the inbox checks (decision 051), through the real app with a
 * Mastodon-shaped fake server on loopback: only staff manage blocks, each is audit-logged; a block
 * ends that server's follows, hides its members' content and refuses its signed activities (403,
 * nothing stored, counted); lifting it lets them in again. An object attributed to another server
 * than the signer's is refused, and a host over its inbox rate gets 429.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeBlockedDomain } from '../../../common/schemas/federation';
import { FEDERATION_INBOX_PER_HOST } from '../../../common/rate-limits';
import { auditEvents, requests, userFollows, users } from '../../db/schema';
import { signUpStaff, type SignedInStaff } from '../../test/harness';
import { claimsOf, signerKeyIdOf } from './inbox-guard';
import { upsertRemoteMember } from './remote-members.repository';
import { useFederationTestApp, TEST_ORIGIN } from '../../test/fakes/fediverse-activities';

const ORIGIN = TEST_ORIGIN;
const { t, fake } = useFederationTestApp({ ada: 'Ada Lovelace' });
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx);
});

const BLOCKS = '/api/admin/federation/blocks';
const adaUri = () => `${ORIGIN}/ap/users/${t.ada.user.id}`;
const followOf = (actor: URL, n: number) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `${actor.href}#follows/${n}`,
  type: 'Follow',
  actor: actor.href,
  object: adaUri(),
});
const inboxCount = async (verdict: string) =>
  (
    await t.ctx.app.metrics.getSingleMetric('hearsay_federation_inbox_activities_total')!.get()
  ).values
    .filter((v) => v.labels.verdict === verdict)
    .reduce((sum, v) => sum + v.value, 0);

describe('normalizeBlockedDomain', () => {
  it('takes the host name out of what staff paste, and refuses what is none', () => {
    expect(normalizeBlockedDomain(' Mastodon.Example ')).toBe('mastodon.example');
    expect(normalizeBlockedDomain('https://mastodon.example:8443/about?x')).toBe(
      'mastodon.example',
    );
    expect(normalizeBlockedDomain('@someone@Bad.Example')).toBe('bad.example');
    expect(normalizeBlockedDomain('127.0.0.1')).toBe('127.0.0.1');
    for (const bad of ['', 'not a host', 'single', '-bad-.example', `${'a'.repeat(64)}.example`])
      expect(normalizeBlockedDomain(bad)).toBeNull();
  });
});

describe('inbox claims', () => {
  it('reads the key id of both signature styles and where the object says it comes from', () => {
    expect(
      signerKeyIdOf({ signature: 'keyId="https://a.example/u#main-key",headers="x"' })?.host,
    ).toBe('a.example');
    expect(
      signerKeyIdOf({ 'signature-input': 'sig1=("@method");keyid="https://b.example/k"' })?.host,
    ).toBe('b.example');
    expect(signerKeyIdOf({})).toBeNull();
    expect(
      claimsOf({
        type: 'Create',
        actor: { id: 'https://a.example/u' },
        object: { attributedTo: ['https://a.example/u', { id: 'https://c.example/v' }] },
      }),
    ).toEqual({
      type: 'Create',
      actor: new URL('https://a.example/u'),
      attributed: ['https://a.example', 'https://c.example'],
    });
  });
});

describe('staff host blocks', () => {
  it('are for staff only', async () => {
    expect((await t.call(t.ada, 'GET', BLOCKS)).statusCode).toBe(403);
    expect((await t.call(t.ada, 'POST', BLOCKS, { domain: 'bad.example' })).statusCode).toBe(403);
    expect((await t.call(null, 'GET', BLOCKS)).statusCode).toBe(401);
  });

  it('refuse a blocked server, end its follows, hide its content; lifting lets it in', async () => {
    const bob = await fake().actor('bob');
    const bobId = await upsertRemoteMember(t.ctx.handle.db, {
      actorUri: bob.id.href,
      handle: `bob@${fake().host}`,
      displayName: 'Bob Remote',
      inboxUrl: `${fake().origin}/users/bob/inbox`,
      sharedInboxUrl: null,
      iconUrl: null,
    });
    await t.ctx.handle.db.insert(userFollows).values([
      { followerId: bobId, followedId: t.ada.user.id },
      { followerId: t.ada.user.id, followedId: bobId },
    ]);
    const [asked] = await t.ctx.handle.db
      .insert(requests)
      .values({ userId: bobId, type: 'text', content: 'Remote ask' })
      .returning({ id: requests.id });

    const bad = await t.call(staff, 'POST', BLOCKS, { domain: 'not a host' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    const res = await t.call(staff, 'POST', BLOCKS, { domain: `http://${fake().host}/about` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      domain: '127.0.0.1',
      createdBy: { id: staff.user.id },
    });
    expect((await t.call(staff, 'POST', BLOCKS, { domain: '127.0.0.1' })).statusCode).toBe(409);
    expect((await t.call(staff, 'GET', BLOCKS)).json()).toMatchObject({
      data: [{ domain: '127.0.0.1' }],
    });

    const follows = await t.ctx.handle.db
      .select()
      .from(userFollows)
      .where(eq(userFollows.followerId, bobId));
    expect(follows).toEqual([]);
    const [hidden] = await t.ctx.handle.db
      .select({ hiddenAt: requests.hiddenAt })
      .from(requests)
      .where(eq(requests.id, asked!.id));
    expect(hidden!.hiddenAt).not.toBeNull();
    const [audit] = await t.ctx.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'federation_host_blocked'));
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      details: { domain: '127.0.0.1', endedFollows: 2, hidden: 1 },
    });

    const carol = await fake().actor('carol');
    const before = await inboxCount('blocked');
    const refused = await t.ctx.app.inject(
      await fake().signedPost(`${adaUri()}/inbox`, carol, followOf(carol.id, 1)),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    expect(await inboxCount('blocked')).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    const carolRows = await t.ctx.handle.db
      .select()
      .from(users)
      .where(eq(users.actorUri, carol.id.href));
    expect(carolRows).toEqual([]);

    const lifted = await t.call(staff, 'DELETE', `${BLOCKS}/127.0.0.1`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ domain: '127.0.0.1', blocked: false });
    expect((await t.call(staff, 'DELETE', `${BLOCKS}/127.0.0.1`)).statusCode).toBe(404);
    const unblockedEvents = await t.ctx.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'federation_host_unblocked'),
          eq(auditEvents.actorId, staff.user.id),
        ),
      );
    expect(unblockedEvents).toHaveLength(1);
    const accepted = await t.ctx.app.inject(
      await fake().signedPost(`${adaUri()}/inbox`, carol, followOf(carol.id, 2)),
    );
    expect(accepted.statusCode, accepted.body).toBe(202);
  }, 90_000);
});

describe('inbox checks', () => {
  it('refuses an object attributed to another server than the signer', async () => {
    const dave = await fake().actor('dave');
    const create = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${dave.id.href}#creates/1`,
      type: 'Create',
      actor: dave.id.href,
      object: {
        id: 'https://elsewhere.example/notes/1',
        type: 'Note',
        attributedTo: 'https://elsewhere.example/users/eve',
        content: 'Not mine',
      },
    };
    const res = await t.ctx.app.inject(await fake().signedPost(`${ORIGIN}/ap/inbox`, dave, create));
    expect(res.statusCode).toBe(403);
    expect(await inboxCount('misattributed')).toBe(1);
  });

  it('limits the activities one host may post', async () => {
    const claimed = { type: 'Like', actor: 'http://flood.example/users/x', object: adaUri() };
    const post = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/ap/inbox',
        headers: { 'content-type': 'application/activity+json', host: 'hearsay.example' },
        payload: JSON.stringify(claimed),
      });
    for (let i = 0; i < FEDERATION_INBOX_PER_HOST.max; i++)
      expect((await post()).statusCode).not.toBe(429);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
  }, 90_000);
});
