import type { ServiceRow } from '../status';

/** Hali ya huduma kwa Kiswahili: majina ya huduma, matukio na vipimo. */
export const STATUS_LABELS: Record<string, string> = {
  operational: 'Inafanya kazi',
  maintenance: 'Matengenezo',
  degraded: 'Imepungua',
  outage: 'Imekatika',
  resolved: 'Imetatuliwa',
};
export const UNKNOWN_STATUS = 'Haijulikani';

export const SERVICES: ServiceRow[] = [
  { name: 'Tovuti', status: 'operational', uptime: '99.98%', responseTime: '120ms', live: 'web' },
  { name: 'API', status: 'operational', uptime: '99.97%', responseTime: '85ms', live: 'api' },
  { name: 'Hifadhidata', status: 'operational', uptime: '99.99%', responseTime: '4ms', live: 'database' },
  { name: 'Malipo ya M-Pesa', status: 'operational', uptime: '99.90%', responseTime: '640ms', live: 'payments' },
  { name: 'Gumzo na video', status: 'operational', uptime: '99.95%', responseTime: '60ms', live: 'realtime' },
  { name: 'Utumaji wa barua pepe', status: 'operational', uptime: '99.93%', responseTime: '900ms', live: 'mail' },
];

export const INCIDENTS = [
  {
    title: 'Uthibitisho wa M-Pesa ulichelewa',
    status: 'resolved',
    time: '14 Novemba 2025, 18:20 EAT',
    description: 'Uthibitisho wa malipo ulichelewa hadi dakika 40 wakati lango la M-Pesa lilipokuwa polepole. Hakuna malipo yaliyopotea.',
  },
  {
    title: 'Matengenezo yaliyopangwa ya hifadhidata',
    status: 'resolved',
    time: '26 Oktoba 2025, 02:00 EAT',
    description: 'Hifadhidata ilisasishwa katika dirisha la dakika 20. Uhifadhi uliowekwa wakati huo ulipangwa foleni na kuhifadhiwa.',
  },
  {
    title: 'Upakiaji wa picha ulishindikana kwa baadhi ya wamiliki',
    status: 'resolved',
    time: '9 Septemba 2025, 11:05 EAT',
    description: 'Upakiaji wa picha za HEIC ulishindikana kwa saa mbili. Wamiliki sasa wanaweza kuzipakia; picha hubadilishwa zenyewe.',
  },
] as const;

export const STATUS_METRICS = [
  { label: 'Muda wa kufanya kazi (siku 90)', value: '99.96%' },
  { label: 'Wastani wa kujibu', value: '95ms' },
  { label: 'Matukio (siku 90)', value: '3' },
  { label: 'Muda wa kutatua', value: 'dakika 38' },
] as const;
