/**
 * Per-host back-off of outgoing deliveries (decision 051). Fedify's circuit breaker counts each
 * host's failures in our key–value store (shared by every instance, updated by compare-and-swap)
 * and opens the host's circuit after repeated transport or server failures. When it opens, the
 * host's queued deliveries are held in `federation_queue` until a time that doubles with each
 * consecutive opening (30 s, 1 min, 2 min, … up to 12 h), so a dead host costs no claims, no
 * signatures and no connections while it waits; then its oldest delivery probes it (half-open,
 * the others wait a minute more), and a success closes the circuit, forgets the back-off and
 * releases the others at once. A delivery held longer than
 * `HELD_DELIVERY_TTL_HOURS` is given up (more than the 48 hours a server may be away).
 */
import type { CircuitBreakerOptions, CircuitBreakerState } from '@fedify/fedify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federationDeliveryHosts } from '../../db/schema';
import type { DrizzleMessageQueue } from './drizzle-message-queue';

/** The first hold after a circuit opens, in seconds; each further opening doubles it. */
export const FIRST_HOLD_SECONDS = 30;
/** The longest hold, in seconds (12 hours). */
export const MAX_HOLD_SECONDS = 12 * 60 * 60;
/** How long a delivery may wait for its host before it is given up. */
export const HELD_DELIVERY_TTL_HOURS = 72;

/** Seconds a host is held after its `openings`-th consecutive opening (1-based). */
export function holdSeconds(openings: number): number {
  return Math.min(FIRST_HOLD_SECONDS * 2 ** Math.max(0, openings - 1), MAX_HOLD_SECONDS);
}

/** Records circuit openings and closings and holds the queue's deliveries to open hosts. */
export class DeliveryHosts {
  constructor(
    private readonly db: Database,
    private readonly queue: DrizzleMessageQueue,
  ) {}

  /** The host's circuit opened: count the opening and hold its waiting deliveries. */
  async opened(host: string): Promise<Date> {
    const t = federationDeliveryHosts;
    const [row] = await this.db
      .insert(t)
      .values({
        host,
        openings: 1,
        heldUntil: sql`now() + ${FIRST_HOLD_SECONDS} * interval '1 second'`,
      })
      .onConflictDoUpdate({
        target: t.host,
        set: {
          openings: sql`${t.openings} + 1`,
          heldUntil: sql`now() + least(${FIRST_HOLD_SECONDS} * power(2, ${t.openings}), ${MAX_HOLD_SECONDS}) * interval '1 second'`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ heldUntil: t.heldUntil });
    const until = new Date(row!.heldUntil);
    await this.queue.holdHost(host, until);
    return until;
  }

  /** A delivery to the host succeeded: its back-off starts over and its waiting deliveries go. */
  async closed(host: string): Promise<void> {
    const gone = await this.db
      .delete(federationDeliveryHosts)
      .where(eq(federationDeliveryHosts.host, host))
      .returning({ host: federationDeliveryHosts.host });
    if (gone.length > 0) await this.queue.releaseHost(host);
  }

  /** Fedify's circuit-breaker options wired to this back-off. */
  circuitBreakerOptions(log: (err: unknown) => void): CircuitBreakerOptions {
    return {
      failureThreshold: 5,
      failureWindow: { minutes: 10 },
      // Fedify may probe once our shortest hold is over; our hold decides when it is claimed.
      recoveryDelay: { seconds: FIRST_HOLD_SECONDS },
      heldActivityTtl: { hours: HELD_DELIVERY_TTL_HOURS },
      // While a probe is in flight, the host's other deliveries look again this often.
      releaseInterval: { seconds: 15 },
      onStateChange: async (host: string, _from: CircuitBreakerState, to: CircuitBreakerState) => {
        try {
          if (to === 'open') await this.opened(host);
          else if (to === 'closed') await this.closed(host);
        } catch (err) {
          log(err);
        }
      },
    };
  }
}
