import type { FastifyReply } from 'fastify';
import { csvCell } from '@nafasi/shared/bookings';

/**
 * A table as CSV text (RFC 4180: CRLF line ends, cells quoted and formula-safe by csvCell), every
 * row as wide as the widest, so a strict reader takes heading rows too.
 */
export function csvText(rows: (string | number)[][]): string {
  const width = Math.max(...rows.map((r) => r.length));
  const lines = rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill('')].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a table as a CSV download (csvText). */
export function sendCsv(reply: FastifyReply, filename: string, rows: (string | number)[][]) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csvText(rows));
}
