/** Probes of a load balancer or an orchestrator (server/modules/health/health.routes.ts). */
import { z } from 'zod';

/** 200 of GET /api/health: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** 200 of GET /api/ready: this instance takes traffic (503 `not_ready` otherwise). */
export const readySchema = z.object({ status: z.literal('ready') });
