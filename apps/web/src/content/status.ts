import { inLanguage } from './localized';
import { serviceStatusLabel } from '@nafasi/shared/status-words';
import * as sw from './sw/status';

/**
 * §3 service status: each row's status is live from GET /api/health; its uptime comes from what the
 * service recorded (GET /api/status), and its response time is measured live where there is one to
 * measure (the API from this browser, the database by the server).
 */
export interface ServiceRow {
  name: string;
  live: 'api' | 'database' | 'web' | 'payments' | 'realtime' | 'mail';
}

export const SERVICES: ServiceRow[] = [
  { name: 'Website', live: 'web' },
  { name: 'API', live: 'api' },
  { name: 'Database', live: 'database' },
  { name: 'M-Pesa payments', live: 'payments' },
  { name: 'Chat & video', live: 'realtime' },
  { name: 'E-mail delivery', live: 'mail' },
];

/** What the status page's words are made of, in every language. */
export interface StatusContent {
  SERVICES: ServiceRow[];
}

/** The status page's words in the language of the moment. */
export const statusContent = () => inLanguage<StatusContent>({ en: { SERVICES }, sw });
/** A status in words (§4: anything unknown shows Unknown). */
export const statusLabel = serviceStatusLabel;
