/**
 * What one availability answer costs the server's CPU (issue 15): the rules of a space judged for
 * every day of the window, with buffers, in-process, no database.
 */
import { computeAvailability, type TimeRange } from '@nafasi/shared/availability';
import { DEFAULT_SCHEDULE } from '@nafasi/shared/schedule';
import { addDays, nairobiInstant } from '@nafasi/shared/time';

function timePerCall(run: () => void, calls = 200): number {
  for (let i = 0; i < 20; i++) run();
  const started = performance.now();
  for (let i = 0; i < calls; i++) run();
  return (performance.now() - started) / calls;
}

export function measureAvailability(): string[] {
  const from = '2027-03-01';
  const now = nairobiInstant('2027-02-28', '08:00');
  const schedule = { ...DEFAULT_SCHEDULE, bufferMinutes: 30 };
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const spread: TimeRange[] = Array.from({ length: 200 }, (_, i) => ({
    start: nairobiInstant(addDays(from, i % 62), hour(8 + (i % 10))),
    end: nairobiInstant(addDays(from, i % 62), hour(9 + (i % 10))),
  }));
  const full: TimeRange[] = Array.from({ length: 62 }, (_, i) => ({
    start: nairobiInstant(addDays(from, i), '07:00'),
    end: nairobiInstant(addDays(from, i), '22:00'),
  }));
  const cases: [string, number, TimeRange[]][] = [
    ['14 days (the booking screen), 50 bookings', 14, spread.slice(0, 50)],
    ['62 days (the longest window), 200 bookings', 62, spread],
    ['62 days, every day fully booked', 62, full],
  ];
  const lines = ['## Availability answer, CPU per call (30 min buffer, in-process)', '', '| window | ms per call |', '|---|---|'];
  for (const [label, days, bookings] of cases) {
    const ms = timePerCall(() => computeAvailability({ from, to: addDays(from, days - 1), bookings, blocks: [], schedule, now }));
    lines.push(`| ${label} | ${ms.toFixed(2)} |`);
  }
  return [...lines, ''];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureAvailability().join('\n'));
