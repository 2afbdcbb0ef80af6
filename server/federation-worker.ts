/**
 * The federation worker (FEDERATION_DELIVERY=separate, decision 060): the app built without
 * listening, so that its federation's queue runs here and sends every server's deliveries from
 * their shared `federation_queue` on PostgreSQL. The web instances then only enqueue, and a
 * fan-out's signing and sending never share their event loop. Several workers may run: a delivery
 * is claimed by one of them (drizzle-message-queue.ts). With METRICS_PORT the worker serves its
 * own metrics there (its delivery counters and the queue's depth), as an instance does.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import type { AppDeps } from './app-types';
import { startMetricsServer } from './modules/health/health.routes';

/** A running worker; `close` stops taking deliveries and waits for the app to close. */
export interface FederationWorker {
  /** The port its metrics are served on (METRICS_PORT; 0 there picks a free one), else null. */
  metricsPort: number | null;
  close(): Promise<void>;
}

/**
 * Starts the delivery queue over `deps.db` in this process. Throws when federation is off (there is
 * nothing to deliver).
 */
export async function startFederationWorker(
  deps: AppDeps,
  options: { logger?: boolean | Record<string, unknown> } = {},
): Promise<FederationWorker> {
  if (deps.config.FEDERATION !== 'on')
    throw new Error('The federation worker needs FEDERATION=on: there is nothing to deliver.');
  // The same app as the web instances', except that this one runs the queue it is built with.
  const app = await buildApp(
    { ...deps, config: { ...deps.config, FEDERATION_DELIVERY: 'in-process' } },
    { logger: options.logger ?? true },
  );
  await app.ready();
  const { METRICS_PORT, METRICS_HOST } = deps.config;
  const metrics =
    METRICS_PORT === undefined
      ? null
      : await startMetricsServer(app.metrics, METRICS_PORT, METRICS_HOST).catch(async (err) => {
          await app.close();
          throw err;
        });
  return {
    metricsPort: metrics ? (metrics.address() as AddressInfo).port : null,
    close: async () => {
      metrics?.close();
      await app.close();
    },
  };
}
