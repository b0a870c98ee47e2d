import { describe, expect, it } from 'vitest';
import { escapeText, fold, toIcs } from './ics.ts';

describe('iCalendar export', () => {
  it('writes one event in UTC with CRLF lines', () => {
    const ics = toIcs({
      uid: 'b1@nafasi.co.ke',
      start: new Date('2026-12-01T06:00:00Z'),
      end: new Date('2026-12-01T08:30:00Z'),
      stamp: new Date('2026-11-22T10:00:00Z'),
      summary: 'Booking: Westlands Boardroom',
      location: 'Westlands, Nairobi',
      description: 'Reference NF-ABC234',
      status: 'TENTATIVE',
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261201T060000Z\r\nDTEND:20261201T083000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:Westlands\\, Nairobi\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `DESCRIPTION:${'Karibu Nairobi — '.repeat(10)}`;
    const folded = fold(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(long);
  });
});
