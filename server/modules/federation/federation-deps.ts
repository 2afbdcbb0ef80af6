/** What the federation's parts are built with (decision 046). */
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface FederationDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The app's metrics registry, when it has one. */
  metrics?: Registry;
  /** The queue's idle poll (ms); tests shorten it. */
  queuePollMs?: number;
}
