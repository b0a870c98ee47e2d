import { z } from 'zod';
import { oneLine, plainText } from './api.ts';
import { m } from './i18n.ts';
import { fieldName } from './field-names.ts';

/** §4 service statuses; anything else is shown as Unknown. */
export const SERVICE_STATUSES = ['operational', 'maintenance', 'degraded', 'outage', 'resolved'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const ServiceHealth = z.object({ status: z.enum(SERVICE_STATUSES) });

/** How long a payment may stay pending, or a mail unsent, before the service is called degraded (the alerts' threshold too). */
export const STUCK_SECONDS = 900;

/**
 * Where an instance is in its life: `starting` until it has read what it answers from (the
 * catalogue index), `serving`, then `draining` once asked to stop. Only a serving one takes requests.
 */
export const INSTANCE_PHASES = ['starting', 'serving', 'draining'] as const;
export type InstancePhase = (typeof INSTANCE_PHASES)[number];

export const HealthSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  phase: z.enum(INSTANCE_PHASES),
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

/** The components the service records its health for (the /status page's rows but the website, which is the page itself). */
export const RECORDED_SERVICES = ['api', 'database', 'payments', 'realtime', 'mail'] as const;
export type RecordedService = (typeof RECORDED_SERVICES)[number];
/** How far back the /status page looks, and how long the record is kept. */
export const STATUS_HISTORY_DAYS = 90;
export const INCIDENT_STATUSES = ['maintenance', 'degraded', 'outage', 'resolved'] as const;

export const IncidentSchema = z.object({
  id: z.string(),
  service: z.enum(RECORDED_SERVICES).nullable(),
  status: z.enum(INCIDENT_STATUSES),
  /** 'monitor': opened by the service's own checks (its words come from the catalogue); 'admin': written by an admin. */
  source: z.enum(['admin', 'monitor']),
  title: z.string().nullable(),
  description: z.string().nullable(),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Incident = z.infer<typeof IncidentSchema>;

/**
 * What the service recorded (GET /api/status): per component, the share of healthy checks; over
 * all, the same, the database's average answer time, the incidents of the period and how long the
 * resolved ones took. Null where nothing was recorded: the page then says so instead of a figure.
 */
export const StatusHistorySchema = z.object({
  /** The first check recorded in the period (the figures are over the time since), or null. */
  since: z.string().nullable(),
  checks: z.number(),
  uptime: z.record(z.enum(RECORDED_SERVICES), z.number().nullable()),
  /** Checks where every component was operational, over all checks. */
  overallUptime: z.number().nullable(),
  averageResponseMs: z.number().nullable(),
  incidentCount: z.number(),
  /** The resolved incidents' mean duration, in minutes. */
  meanMinutesToResolve: z.number().nullable(),
  incidents: z.array(IncidentSchema),
});
export type StatusHistory = z.infer<typeof StatusHistorySchema>;
export const StatusHistoryResponseSchema = z.object({ data: StatusHistorySchema });

/** An admin opens an incident: what people see, in their words, and how bad it is. */
export const NewIncidentSchema = z.strictObject({
  title: oneLine('title', 120).min(1, { error: () => m.field_required({ field: fieldName('title') }) }),
  description: plainText('description', 2000)
    .trim()
    .min(1, { error: () => m.field_required({ field: fieldName('description') }) }),
  status: z.enum(['maintenance', 'degraded', 'outage'], { error: () => m.field_one_of({ field: 'status', values: 'maintenance, degraded, outage' }) }),
  service: z
    .enum(RECORDED_SERVICES, { error: () => m.field_one_of({ field: 'service', values: RECORDED_SERVICES.join(', ') }) })
    .nullable()
    .default(null),
});
export type NewIncident = z.infer<typeof NewIncidentSchema>;
/** An admin moves an incident on (a worse or better status, or resolved), with an update in words if they like. */
export const UpdateIncidentSchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, { error: () => m.field_one_of({ field: 'status', values: INCIDENT_STATUSES.join(', ') }) }),
  description: plainText('description', 2000).trim().min(1).optional(),
});
export const IncidentResponseSchema = z.object({ data: IncidentSchema });
