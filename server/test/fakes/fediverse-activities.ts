/**
 * What federation tests say to our inboxes and read back: ActivityStreams activities by actors of
 * the fake fediverse, signed and injected into the app, and the inbox verdict counters (decisions
 * 056, 058). Activities are handled by the queue after the inbox's 202, hence `eventually`.
 */
import type { TestContext } from '../harness';
import type { FakeActor, FakeFediverse } from './fake-fediverse';

export const AS = 'https://www.w3.org/ns/activitystreams';
export const PUBLIC = `${AS}#Public`;

/** Polls `check` until it returns something truthy, or `ms` have passed (then its last value). */
export async function eventually<T>(check: () => Promise<T> | T, ms = 30_000): Promise<T> {
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
