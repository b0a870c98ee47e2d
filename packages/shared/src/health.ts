import { z } from 'zod';

/** §4 service statuses; anything else is shown as Unknown. */
export const SERVICE_STATUSES = ['operational', 'maintenance', 'degraded', 'outage', 'resolved'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const ServiceHealth = z.object({ status: z.enum(SERVICE_STATUSES) });

/** How long a payment may stay pending, or a mail unsent, before the service is called degraded (the alerts' threshold too). */
export const STUCK_SECONDS = 900;

export const HealthSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  time: z.string(),
  uptimeSeconds: z.number(),
  services: z.object({
    api: ServiceHealth,
    database: ServiceHealth.extend({ kind: z.enum(['pglite', 'postgres']), responseTimeMs: z.number() }),
    /** M-Pesa: degraded while a payment has been pending longer than STUCK_SECONDS (Daraja not answering). */
    payments: ServiceHealth.extend({ oldestPendingSeconds: z.number().nullable() }),
    /** Chat, video and live pages: this instance listens to the database's change feed. */
    realtime: ServiceHealth,
    /** E-mail: degraded while a mail has waited to be sent longer than STUCK_SECONDS. */
    mail: ServiceHealth.extend({ oldestUnsentSeconds: z.number().nullable() }),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponseSchema = z.object({ data: HealthSchema });
