/** The marketplace's clock is Africa/Nairobi: UTC+3 all year, no daylight saving (ARCHITECTURE.md). */
export const NAIROBI_OFFSET_MINUTES = 180;
export const NAIROBI_OFFSET = '+03:00';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30), between 1970 and 2999:
 * the marketplace has nothing before or after, and the database refuses year 0.
 */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value) || value < '1970' || value > '3000') return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The Nairobi calendar date (YYYY-MM-DD) of an instant. */
export function nairobiDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + NAIROBI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** An instant as yyyyMMddHHmmss on Nairobi's clock: the timestamps Daraja and KRA's eTIMS take and give. */
export function nairobiStamp(instant: Date = new Date()): string {
  return new Date(instant.getTime() + NAIROBI_OFFSET_MINUTES * 60_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The instant a Nairobi wall-clock time starts: date YYYY-MM-DD, time HH:mm. */
export function nairobiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${NAIROBI_OFFSET}`);
}

/** A Nairobi calendar month ('2026-12'): from its first midnight to the next month's. */
export function nairobiMonth(month: string): { from: Date; to: Date } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return { from: nairobiInstant(`${month}-01`, '00:00'), to: nairobiInstant(`${next}-01`, '00:00') };
}

/** Nairobi wall-clock HH:mm of an instant. */
export function nairobiTime(instant: Date): string {
  return new Date(instant.getTime() + NAIROBI_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** Whole days from `from` to `to` inclusive, as YYYY-MM-DD strings. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** Minutes of the day of an HH:mm time. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The calendar date `months` months after an ISO date (the last day bookings may be made for). */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The calendar date `days` days after an ISO date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Bookings start and end on the hour or the half hour. */
export const SLOT_MINUTES = 30;

/** The half-hour marks from opening to closing, as HH:mm. */
export function halfHourTimes(opensAt: number, closesAt: number): string[] {
  const times: string[] = [];
  for (let m = opensAt; m <= closesAt; m += SLOT_MINUTES) times.push(minutesToTime(m));
  return times;
}

/** Every half-hour mark of a day, 00:00 to 24:00: the choices of the hours pickers of hosts. */
export const DAY_HALF_HOURS = halfHourTimes(0, 24 * 60);
