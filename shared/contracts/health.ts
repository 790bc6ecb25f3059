/** The health probes (server/modules/health): liveness and readiness for a load balancer. */
import { z } from 'zod';

export const livenessSchema = z.object({ status: z.literal('ok') });

export const REDIS_STATUSES = ['off', 'up', 'down'] as const;

/** 200 'ready' or 'degraded' (Redis down, still serving); 503 'shutting-down' or 'database-unavailable'. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'shutting-down', 'database-unavailable']),
  redis: z.enum(REDIS_STATUSES),
});
