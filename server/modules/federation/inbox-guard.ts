/**
 * Checks of an inbox POST before Fedify reads it (decision 051): the sending host is not blocked,
 * is within its rate limit, and the object it carries is attributed to the signer's own server.
 * Fedify then checks the HTTP signature and that the signer is the activity's actor; the 256 KiB
 * body limit is the inbox scope's body parser (federation.routes.ts).
 */
import type { FastifyRequest } from 'fastify';
import { FEDERATION_INBOX_PER_HOST } from '../../../common/rate-limits';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DatabaseLimitStore, MemoryLimitStore, type LimitStore } from '../../lib/limit-store';
import { activityTypeLabel, type FederationMetrics } from './federation-metrics';
import { isHostBlocked } from './host-blocks.repository';

const url = (value: unknown): URL | null => {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
};
const idOf = (value: unknown): URL | null =>
  url(value) ?? url((value as { id?: unknown } | null)?.id);

/** The key id of a draft-cavage `Signature` or an RFC 9421 `Signature-Input` header. */
export function signerKeyIdOf(headers: FastifyRequest['headers']): URL | null {
  const text = [headers['signature'], headers['signature-input']].flat().join(',');
  const match = /keyid="([^"]+)"/i.exec(text);
  return url(match?.[1]);
}

/** What an inbox POST's JSON claims: its type, actor and the origins its object is attributed to. */
export function claimsOf(body: unknown): { type: string; actor: URL | null; attributed: string[] } {
  const activity = (body ?? {}) as Record<string, unknown>;
  const object = activity.object as Record<string, unknown> | undefined;
  const attributedTo =
    object && typeof object === 'object' ? [object.attributedTo ?? []].flat() : [];
  return {
    type: activityTypeLabel(typeof activity.type === 'string' ? activity.type : undefined),
    actor: idOf(activity.actor),
    attributed: attributedTo.map((a) => idOf(a)?.origin ?? 'invalid'),
  };
}

/** Why an inbox POST is refused before Fedify reads it. */
export interface InboxRefusal {
  status: 403 | 429;
  error: 'forbidden' | 'rate_limited';
  message: string;
  verdict: 'blocked' | 'rate_limited' | 'misattributed';
  retryAfterSeconds?: number;
}

/** The inbox checks of one app: `check` returns a refusal, or null to hand the POST to Fedify. */
export function createInboxGuard(db: Database, config: Config, metrics: FederationMetrics | null) {
  const kind = config.RATE_LIMIT_STORE ?? (config.DATABASE_URL ? 'database' : 'memory');
  const store: LimitStore = kind === 'memory' ? new MemoryLimitStore() : new DatabaseLimitStore(db);
  const refuse = (type: string, refusal: InboxRefusal) => {
    metrics?.countInbox(type, refusal.verdict);
    return refusal;
  };
  return {
    async check(request: FastifyRequest): Promise<InboxRefusal | null> {
      let body: unknown;
      try {
        body = typeof request.body === 'string' ? JSON.parse(request.body) : null;
      } catch {
        return null; // Fedify answers a body that is not JSON.
      }
      const claims = claimsOf(body);
      const signer = signerKeyIdOf(request.headers);
      const hosts = [signer?.host, claims.actor?.host].filter((h): h is string => !!h);
      for (const host of new Set(hosts)) {
        if (await isHostBlocked(db, host))
          return refuse(claims.type, {
            status: 403,
            error: 'forbidden',
            message: 'This server does not accept activities from yours.',
            verdict: 'blocked',
          });
      }
      const counted = hosts[0] ?? `ip:${request.ip}`;
      const { max, windowMs } = FEDERATION_INBOX_PER_HOST;
      const { hits, resetInMs } = await store.hit(`federation-inbox:${counted}`, windowMs);
      if (hits > max)
        return refuse(claims.type, {
          status: 429,
          error: 'rate_limited',
          message: 'Too many activities from your server. Please try again later.',
          verdict: 'rate_limited',
          retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
        });
      const origin = signer?.origin ?? claims.actor?.origin;
      if (origin && claims.attributed.some((o) => o !== origin))
        return refuse(claims.type, {
          status: 403,
          error: 'forbidden',
          message: 'The object is attributed to another server than the one that signed it.',
          verdict: 'misattributed',
        });
      return null;
    },
    close: () => store.close?.(),
  };
}
