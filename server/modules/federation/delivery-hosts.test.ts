/**
 * Per-host back-off of deliveries (decision 051) through the real app: a host whose inboxes refuse
 * connections has its circuit opened after a few failures, its other deliveries wait in the queue
 * without being tried, the metrics count it, and a live host is delivered to meanwhile. Holds
 * double with each consecutive opening and a success forgets them.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federationDeliveryHosts, federationQueue, userFollows } from '../../db/schema';
import { createRequest } from '../../test/factories';
import { DeliveryHosts, holdSeconds } from './delivery-hosts';
import { upsertRemoteMember } from './remote-members.repository';
import { eventually, useFederationTestApp } from '../../test/fakes/fediverse-activities';

const DEAD_HOST = '127.0.0.2:9';
const { t, fake } = useFederationTestApp({ ada: 'Ada Lovelace' });

async function follow(name: string, origin: string) {
  const id = await upsertRemoteMember(t.ctx.handle.db, {
    actorUri: `${origin}/users/${name}`,
    handle: `${name}@${new URL(origin).host}`,
    displayName: name,
    inboxUrl: `${origin}/users/${name}/inbox`,
    sharedInboxUrl: null,
    iconUrl: null,
  });
  await t.ctx.handle.db.insert(userFollows).values({ followerId: id, followedId: t.ada.user.id });
}

const metric = async (name: string) =>
  (await t.ctx.app.metrics.getSingleMetric(name)!.get()).values;

describe('holdSeconds', () => {
  it('doubles from 30 s and stops at 12 h', () => {
    expect([1, 2, 3, 4].map(holdSeconds)).toEqual([30, 60, 120, 240]);
    expect(holdSeconds(30)).toBe(12 * 3600);
  });
});

describe('delivery to a dead host', () => {
  it('opens its circuit, holds its deliveries untried, and still delivers to a live host', async () => {
    for (let i = 0; i < 8; i++) await follow(`dead${i}`, `http://${DEAD_HOST}`);
    const live = await fake().actor('live');
    await follow('live', fake().origin);
    expect(live.id.href).toBe(`${fake().origin}/users/live`);
    await createRequest(t.ctx, t.ada);

    const held = await eventually(async () => {
      const [row] = await t.ctx.handle.db
        .select()
        .from(federationDeliveryHosts)
        .where(eq(federationDeliveryHosts.host, DEAD_HOST));
      return row;
    });
    expect(held).toMatchObject({ openings: 1 });
    expect(await eventually(() => fake().received.find((a) => a.type === 'Create'))).toBeTruthy();

    // Every delivery to the dead host is kept (none given up) and waits for the hold.
    const waiting = async () =>
      (
        await t.ctx.handle.db
          .select({
            deliverAt: federationQueue.deliverAt,
            claimedAt: federationQueue.claimedAt,
            message: federationQueue.message,
          })
          .from(federationQueue)
          .where(eq(federationQueue.host, DEAD_HOST))
      ).filter((r) => r.claimedAt === null);
    expect(await eventually(async () => (await waiting()).length === 8)).toBe(true);
    for (const row of await waiting())
      expect(row.deliverAt.getTime()).toBeGreaterThan(Date.now() + 10_000);

    const failedAfterOpening = (await metric('hearsay_federation_deliveries_total')).find(
      (v) => v.labels.outcome === 'failed',
    )?.value;
    expect(failedAfterOpening).toBeGreaterThanOrEqual(5);
    // A second request adds deliveries to the dead host that wait too; none is tried.
    await createRequest(t.ctx, t.ada);
    expect(await eventually(async () => (await waiting()).length === 16)).toBe(true);
    // The new ones wait as they were queued: never claimed and put back by Fedify's own hold.
    const neverClaimed = (await waiting()).filter(
      (r) => !(r.message as { circuitHeld?: boolean }).circuitHeld,
    );
    expect(neverClaimed.length).toBeGreaterThanOrEqual(8);
    await new Promise((r) => setTimeout(r, 1000));
    const failedLater = (await metric('hearsay_federation_deliveries_total')).find(
      (v) => v.labels.outcome === 'failed',
    )?.value;
    expect(failedLater).toBe(failedAfterOpening);
    const delivered = (await metric('hearsay_federation_deliveries_total')).find(
      (v) => v.labels.outcome === 'delivered',
    )?.value;
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(
      (await metric('hearsay_federation_circuit_changes_total')).find(
        (v) => v.labels.state === 'open',
      )?.value,
    ).toBe(1);
    const depth = await metric('hearsay_federation_queue_messages');
    expect(depth.find((v) => v.labels.state === 'delayed')?.value).toBeGreaterThanOrEqual(16);
  }, 90_000);

  it('doubles the hold at each consecutive opening and forgets it after a success', async () => {
    const hosts = new DeliveryHosts(t.ctx.handle.db, t.ctx.app.federation!.queue);
    const now = Date.now();
    const first = await hosts.opened('flaky.example');
    const second = await hosts.opened('flaky.example');
    expect((first.getTime() - now) / 1000).toBeGreaterThan(25);
    expect((first.getTime() - now) / 1000).toBeLessThan(40);
    expect((second.getTime() - now) / 1000).toBeGreaterThan(55);
    expect((second.getTime() - now) / 1000).toBeLessThan(70);
    await hosts.closed('flaky.example');
    const [{ n }] = (
      (await t.ctx.handle.db.execute(
        sql`select count(*)::int as n from federation_delivery_hosts where host = 'flaky.example'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});
