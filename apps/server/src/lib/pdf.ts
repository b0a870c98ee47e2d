import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

/** A statement as a table: a title, facts (label, value), column headings, rows, and a closing row. */
export interface PdfTable {
  title: string;
  facts: [string, string][];
  columns: string[];
  /** Which columns hold amounts (right-aligned). */
  numeric: boolean[];
  rows: string[][];
  total: string[];
  footnote?: string;
  /** Each column's share of the width (default: text 1.3, amounts 1). */
  weights?: number[];
  /** A wide table on a page turned sideways. */
  landscape?: boolean;
}

const MARGIN = 48;

/** Lays a table out on A4 pages (PDF 1.7, Helvetica: no font to ship), its headings again on each page. */
export function pdfTable(table: PdfTable, info: { author: string; subject: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: table.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: table.title, Author: info.author, Subject: info.subject },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  // Wider columns for text, narrower for amounts.
  const weights = table.weights ?? table.numeric.map((n) => (n ? 1 : 1.3));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  // Each column's place and width, side by side.
  const columns = widths.map((w, i) => ({ x: MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0), width: w - 6, right: table.numeric[i] ?? false }));

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0f766e').text('Nafasi', MARGIN, MARGIN);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(13).fillColor('#0f172a').text(table.title);
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of table.facts) {
    doc.font('Helvetica').fillColor('#475569').text(`${label}: `, { continued: true }).font('Helvetica-Bold').fillColor('#0f172a').text(value);
  }
  doc.moveDown(1);

  const row = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#0f172a');
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]?.width ?? width }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      row(table.columns, true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    cells.forEach((c, i) => {
      const at = columns[i];
      if (at) doc.text(c, at.x, y + 3, { width: at.width, align: at.right ? 'right' : 'left' });
    });
    doc.y = y + height;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#e2e8f0')
      .lineWidth(0.5)
      .stroke();
  };
  row(table.columns, true);
  for (const r of table.rows) row(r, false);
  row(table.total, true);
  if (table.footnote)
    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#475569')
      .text(table.footnote, MARGIN, doc.y + 8, { width });
  doc.end();
  return done;
}

/** Sends a PDF as a download. */
export function sendPdf(reply: FastifyReply, filename: string, body: Buffer) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(body);
}
