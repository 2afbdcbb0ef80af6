/**
 * What federation tests say to our inboxes and read back: ActivityStreams activities by actors of
 * the fake fediverse, signed and injected into the app, and the inbox verdict counters (decisions
 * 056, 058); and their usual set-up (useFederationTestApp). Activities are handled by the queue
 * after the inbox's 202, hence `eventually`.
 */
import { afterAll, beforeAll } from 'vitest';
import { insertSongs, type NewSong } from '../../providers/songs/catalog.repository';
import { useTestApp } from '../factories';
import type { TestContext } from '../harness';
import { startFakeFediverse, type FakeActor, type FakeFediverse } from './fake-fediverse';

export const AS = 'https://www.w3.org/ns/activitystreams';
export const PUBLIC = `${AS}#Public`;

/**
 * Polls `check` until it returns something truthy, or `ms` have passed (then its last value): the
 * queue works after the inbox's 202, and an instance's first RSA key takes seconds.
 */
export async function eventually<T>(check: () => Promise<T> | T, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The JSON-LD context Mastodon sends: ActivityStreams plus the terms it adds, such as Hashtag. */
export const MASTODON_CONTEXT = [AS, { Hashtag: 'as:Hashtag', sensitive: 'as:sensitive' }];

/** A Create of `note` by `actor`, in Mastodon's context. */
export const createOf = (actor: FakeActor, note: Record<string, unknown>) => ({
  '@context': MASTODON_CONTEXT,
  id: `${String(note.id)}/activity`,
  type: 'Create',
  actor: actor.id.href,
  object: note,
});

/** Posts activities to the app's shared inbox at `origin`, signed by their actor (or `keyOf`'s key). */
export function inboxSender(ctx: () => TestContext, fake: () => FakeFediverse, origin: string) {
  return async (actor: FakeActor, activity: Record<string, unknown>, keyOf?: FakeActor) =>
    ctx().app.inject(await fake().signedPost(`${origin}/ap/inbox`, actor, activity, keyOf));
}

/** How many inbox activities were counted with `verdict` so far. */
export async function inboxVerdicts(ctx: TestContext, verdict: string): Promise<number> {
  const metric = ctx.app.metrics.getSingleMetric('hearsay_federation_inbox_activities_total')!;
  return (await metric.get()).values
    .filter((v) => v.labels.verdict === verdict)
    .reduce((sum, v) => sum + v.value, 0);
}

/** The activities of `type` the fake server received so far. */
export const receivedOf = (fake: FakeFediverse, type: string) =>
  fake.received.filter((a) => a.type === type);

/** Our app's public origin in the federation tests. */
export const TEST_ORIGIN = 'http://hearsay.example';

/**
 * The usual set-up of a federation test file: the test app with federation on at TEST_ORIGIN
 * (private addresses allowed, so it reaches the fake on loopback) and `members` signed up, a fake
 * fediverse server started before the file's tests and closed after them, `songs` put into the
 * catalogue, and `send`, the signed poster to our shared inbox. `fake()` is the live fake server
 * (it throws outside the file's tests).
 */
export function useFederationTestApp<const M extends string>(
  members: Record<M, string>,
  songs: NewSong[] = [],
) {
  const t = useTestApp({
    env: { FEDERATION: 'on', PUBLIC_URL: TEST_ORIGIN, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' },
    members,
  });
  let started: FakeFediverse | undefined;
  const fake = () => {
    if (!started) throw new Error('the fake fediverse runs only during the tests');
    return started;
  };
  beforeAll(async () => {
    started = await startFakeFediverse();
    if (songs.length) await insertSongs(t.ctx.handle.db, songs);
  });
  afterAll(() => started?.close());
  return { t, fake, send: inboxSender(() => t.ctx, fake, TEST_ORIGIN) };
}
