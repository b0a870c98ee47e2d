import { m, translated, wordsOf } from './i18n.ts';

/**
 * §4: a service's or an incident's status in words (the /status page, Admin → Incidents, the audit
 * log), anything else Unknown. Apart from health.ts so the public status page reads it without zod.
 */
export const SERVICE_STATUS_LABELS: Readonly<Record<string, string>> = translated({
  operational: m.incident_status_operational,
  maintenance: m.incident_status_maintenance,
  degraded: m.incident_status_degraded,
  outage: m.incident_status_outage,
  resolved: m.incident_status_resolved,
});

export const serviceStatusLabel = (status: string | undefined): string =>
  (status === undefined ? undefined : wordsOf(SERVICE_STATUS_LABELS, status)) ?? m.incident_status_unknown();
