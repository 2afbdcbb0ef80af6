/**
 * Federation settings (ActivityPub through Fedify, docs/federation.md, decision 046), spread into
 * config.ts's one schema, and the check its refinement runs. Every setting is also in .env.example
 * and README's table (tests keep them equal). Off by default: then no federation route exists.
 */
import { z } from 'zod';

/** Fields of federation, spread into config.ts's configSchema. */
export const federationSettings = {
  /** `on` serves WebFinger, NodeInfo, actors and inboxes and delivers to followers; `off` (default) none of it. */
  FEDERATION: z.enum(['off', 'on']).default('off'),
  /**
   * Whether federation may fetch from or deliver to loopback and private addresses: `false`
   * (default) refuses them; `true` only for tests of several instances on one machine.
   */
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where outgoing deliveries are sent from: `in-process` (default) by this server's own queue
   * workers; `separate` by `npm run start:federation-worker` beside it (PostgreSQL only), so the
   * signing and sending of a fan-out never share the event loop with requests (decision 060).
   */
  FEDERATION_DELIVERY: z.enum(['in-process', 'separate']).default('in-process'),
};

/**
 * Adds an issue when federation is on without PUBLIC_URL (actor ids must not come from a Host
 * header), and when deliveries are to be sent by a separate process on the embedded database
 * (which one process holds open).
 */
export function federationSettingIssues(
  c: {
    FEDERATION: 'off' | 'on';
    PUBLIC_URL?: string | undefined;
    FEDERATION_DELIVERY: 'in-process' | 'separate';
    DATABASE_URL?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (c.FEDERATION_DELIVERY === 'separate' && !c.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['FEDERATION_DELIVERY'],
      message:
        'separate needs DATABASE_URL: the embedded database is open in one process only, so the worker could not reach the queue',
    });
  }
  if (c.FEDERATION === 'on' && !c.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'required when FEDERATION=on: the public address is part of every actor and object id',
    });
  }
}
