import type { ServiceRow } from '../status';

/** Majina ya huduma kwa Kiswahili. */
export const SERVICES: ServiceRow[] = [
  { name: 'Tovuti', live: 'web' },
  { name: 'API', live: 'api' },
  { name: 'Hifadhidata', live: 'database' },
  { name: 'Malipo ya M-Pesa', live: 'payments' },
  { name: 'Gumzo na video', live: 'realtime' },
  { name: 'Utumaji wa barua pepe', live: 'mail' },
];
