import type { ServiceRow } from '../status';

/** Hali ya huduma kwa Kiswahili: majina ya huduma na hali zao. */
export const STATUS_LABELS: Record<string, string> = {
  operational: 'Inafanya kazi',
  maintenance: 'Matengenezo',
  degraded: 'Imepungua',
  outage: 'Imekatika',
  resolved: 'Imetatuliwa',
};
export const UNKNOWN_STATUS = 'Haijulikani';

export const SERVICES: ServiceRow[] = [
  { name: 'Tovuti', live: 'web' },
  { name: 'API', live: 'api' },
  { name: 'Hifadhidata', live: 'database' },
  { name: 'Malipo ya M-Pesa', live: 'payments' },
  { name: 'Gumzo na video', live: 'realtime' },
  { name: 'Utumaji wa barua pepe', live: 'mail' },
];
