import { z } from 'zod';

/** §4 service statuses; anything else is shown as Unknown. */
export const SERVICE_STATUSES = ['operational', 'maintenance', 'degraded', 'outage', 'resolved'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const ServiceHealth = z.object({ status: z.enum(SERVICE_STATUSES) });

export const HealthSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  time: z.string(),
  uptimeSeconds: z.number(),
  services: z.object({
    api: ServiceHealth,
    database: ServiceHealth.extend({ kind: z.enum(['pglite', 'postgres']), responseTimeMs: z.number() }),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponseSchema = z.object({ data: HealthSchema });
