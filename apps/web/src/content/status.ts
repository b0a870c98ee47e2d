import type { ServiceStatus } from '@nafasi/shared/health';
import { inLanguage } from './localized';
import * as sw from './sw/status';

/** §4: the statuses a service or an incident can have; anything else shows Unknown. */
export const STATUS_LABELS: Record<string, string> = {
  operational: 'Operational',
  maintenance: 'Maintenance',
  degraded: 'Degraded',
  outage: 'Outage',
  resolved: 'Resolved',
};
export const UNKNOWN_STATUS = 'Unknown';

/** §3 service status. `live` services take their status from GET /api/health (the API and the database their response time too). */
export interface ServiceRow {
  name: string;
  status: ServiceStatus | 'unknown';
  uptime: string;
  responseTime: string;
  live?: 'api' | 'database' | 'web' | 'payments' | 'realtime' | 'mail';
}

/** Status: 6 services. Uptime is over the last 90 days. */
export const SERVICES: ServiceRow[] = [
  { name: 'Website', status: 'operational', uptime: '99.98%', responseTime: '120ms', live: 'web' },
  { name: 'API', status: 'operational', uptime: '99.97%', responseTime: '85ms', live: 'api' },
  { name: 'Database', status: 'operational', uptime: '99.99%', responseTime: '4ms', live: 'database' },
  { name: 'M-Pesa payments', status: 'operational', uptime: '99.90%', responseTime: '640ms', live: 'payments' },
  { name: 'Chat & video', status: 'operational', uptime: '99.95%', responseTime: '60ms', live: 'realtime' },
  { name: 'E-mail delivery', status: 'operational', uptime: '99.93%', responseTime: '900ms', live: 'mail' },
];

/** §3 incident: 3 of them. */
export const INCIDENTS = [
  {
    title: 'Delayed M-Pesa confirmations',
    status: 'resolved',
    time: 'November 14, 2025, 18:20 EAT',
    description: 'Payment confirmations were delayed by up to 40 minutes while the M-Pesa gateway was slow. No payments were lost.',
  },
  {
    title: 'Scheduled database maintenance',
    status: 'resolved',
    time: 'October 26, 2025, 02:00 EAT',
    description: 'The database was upgraded during a 20-minute window. Bookings made during the window were queued and saved.',
  },
  {
    title: 'Photo uploads failing for some owners',
    status: 'resolved',
    time: 'September 9, 2025, 11:05 EAT',
    description: 'Uploads of HEIC photos failed for two hours. Owners can now upload them; the photos are converted automatically.',
  },
] as const;

export const STATUS_METRICS = [
  { label: 'Uptime (90 days)', value: '99.96%' },
  { label: 'Average response', value: '95ms' },
  { label: 'Incidents (90 days)', value: '3' },
  { label: 'Time to resolve', value: '38 min' },
] as const;

/** What the status page's words are made of, in every language. */
export interface StatusContent {
  STATUS_LABELS: Record<string, string>;
  UNKNOWN_STATUS: string;
  SERVICES: ServiceRow[];
  INCIDENTS: readonly { title: string; status: string; time: string; description: string }[];
  STATUS_METRICS: readonly { label: string; value: string }[];
}

/** The status page's words in the language of the moment. */
export const statusContent = () => inLanguage<StatusContent>({ en: { STATUS_LABELS, UNKNOWN_STATUS, SERVICES, INCIDENTS, STATUS_METRICS }, sw });
/** A status in words (§4: anything unknown shows Unknown). */
export const statusLabel = (status: string | undefined) => {
  const words = statusContent();
  return (status && words.STATUS_LABELS[status]) || words.UNKNOWN_STATUS;
};
