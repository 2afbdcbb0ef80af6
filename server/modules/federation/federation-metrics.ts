/**
 * Federation's Prometheus metrics (decision 051): deliveries by outcome, circuit changes, the
 * queue's depth and the age of its oldest due message, and inbox activities by type and verdict.
 * Fedify reports through an OpenTelemetry meter; the few instruments we read are mapped onto the
 * app's registry by a minimal meter provider, every other instrument is a no-op.
 */
import type { FederationOptions } from '@fedify/fedify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { DrizzleMessageQueue } from './drizzle-message-queue';

type MeterProvider = NonNullable<FederationOptions<void>['meterProvider']>;
type Attributes = Record<string, unknown>;

/** `Follow` from `https://www.w3.org/ns/activitystreams#Follow` (the label stays short). */
export const activityTypeLabel = (type: unknown): string =>
  typeof type === 'string' ? (type.split(/[#/]/).pop() ?? 'unknown') || 'unknown' : 'unknown';

/** What the federation records; `countInbox` also takes our own refusals (blocks, limits). */
export interface FederationMetrics {
  meterProvider: MeterProvider;
  countInbox(type: string, verdict: string): void;
}

/** Registers the federation's metrics on `registry` and returns the meter provider for Fedify. */
export function createFederationMetrics(
  registry: Registry,
  queue: DrizzleMessageQueue,
): FederationMetrics {
  const deliveries = new Counter({
    name: 'hearsay_federation_deliveries_total',
    help: 'Deliveries to remote inboxes by outcome (delivered, failed = will retry or be held, abandoned).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const circuits = new Counter({
    name: 'hearsay_federation_circuit_changes_total',
    help: 'Per-host delivery circuit changes, by the new state (open, half-open, closed).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const inbox = new Counter({
    name: 'hearsay_federation_inbox_activities_total',
    help: 'Activities received by the inboxes, by type and verdict (processed, rejected, blocked, rate_limited, …).',
    labelNames: ['type', 'verdict'] as const,
    registers: [registry],
  });
  registerQueueGauges(registry, queue);

  const counters: Record<string, (value: number, attributes: Attributes) => void> = {
    'activitypub.delivery.sent': (value, a) =>
      deliveries.inc(
        { outcome: a['activitypub.delivery.success'] === true ? 'delivered' : 'failed' },
        value,
      ),
    'activitypub.outbox.activity': (value, a) => {
      if (a['activitypub.processing.result'] === 'abandoned')
        deliveries.inc({ outcome: 'abandoned' }, value);
    },
    'activitypub.circuit_breaker.state_change': (value, a) =>
      circuits.inc({ state: String(a['activitypub.circuit_breaker.state'] ?? 'unknown') }, value),
    'activitypub.inbox.activity': (value, a) =>
      inbox.inc(
        {
          type: activityTypeLabel(a['activitypub.activity.type']),
          verdict: String(a['activitypub.processing.result'] ?? 'unknown'),
        },
        value,
      ),
  };
  const noop = { add() {}, record() {}, addCallback() {}, removeCallback() {} };
  const meter = new Proxy({} as Record<string, unknown>, {
    get(_target, property) {
      if (property === 'createCounter')
        return (name: string) => {
          const count = counters[name];
          return count
            ? { add: (value: number, attributes: Attributes = {}) => count(value, attributes) }
            : noop;
        };
      if (typeof property === 'string' && property.startsWith('create')) return () => noop;
      return () => undefined;
    },
  });
  return {
    meterProvider: { getMeter: () => meter } as unknown as MeterProvider,
    countInbox: (type, verdict) => inbox.inc({ type, verdict }),
  };
}

function registerQueueGauges(registry: Registry, queue: DrizzleMessageQueue) {
  const state = { ready: 0, delayed: 0, oldest: 0 };
  new Gauge({
    name: 'hearsay_federation_queue_messages',
    help: 'Federation queue messages (deliveries and incoming activities): ready now, or delayed (retry or held host).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await queue.getDepth().catch(() => null);
      const oldest = await queue.oldestDueAgeSeconds().catch(() => null);
      if (depth) Object.assign(state, { ready: depth.ready, delayed: depth.delayed });
      if (oldest !== null) state.oldest = oldest;
      this.set({ state: 'ready' }, state.ready);
      this.set({ state: 'delayed' }, state.delayed);
    },
  });
  new Gauge({
    name: 'hearsay_federation_queue_oldest_age_seconds',
    help: 'How long the oldest due federation message has waited (0 when none).',
    registers: [registry],
    collect() {
      // Read by the depth gauge's collect just before (gauges are collected in registration order).
      this.set(state.oldest);
    },
  });
}
