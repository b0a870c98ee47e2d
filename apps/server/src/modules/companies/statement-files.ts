import { BOOKING_STATUS_LABELS } from '@nafasi/shared/bookings';
import type { CompanyStatement } from '@nafasi/shared/companies';
import { m } from '@nafasi/shared/i18n';
import { nairobiDate, nairobiTime } from '@nafasi/shared/time';
import { pdfTable } from '../../lib/pdf.ts';

/* A company's monthly statement as files (docs/COMPANIES.md): for its admins' downloads and the month's mail. */

/** A statement as rows for a spreadsheet and a PDF: its facts, its invoices and its totals, in the reader's language. */
function statementTable(s: CompanyStatement) {
  const ksh = (n: number) => n.toFixed(2);
  const when = (iso: string) => `${nairobiDate(new Date(iso))} ${nairobiTime(new Date(iso))}`;
  return {
    facts: [
      [m.company_statement(), s.month],
      [m.company_name(), s.company.name],
      [m.tax_kra_pin(), s.company.kraPin],
      [m.company_postal_address(), s.company.postalAddress],
      [m.company_billing_email(), s.company.billingEmail],
      [m.company_statement_invoiced(), ksh(s.totals.invoiced)],
      [m.company_statement_received(), ksh(s.totals.received)],
      [m.company_statement_owed(), ksh(s.totals.owed)],
    ] as [string, string][],
    columns: [
      m.company_statement_issued(),
      m.company_statement_invoice(),
      m.csv_booking(),
      m.company_statement_booked_by(),
      m.company_statement_space(),
      m.company_statement_status(),
      m.company_statement_total(),
      m.company_statement_paid(),
      m.company_statement_owed_column(),
    ],
    rows: s.invoices.map((r) => [
      nairobiDate(new Date(r.issuedAt)),
      r.invoiceId,
      r.reference,
      r.bookedBy,
      `${r.spaceName}, ${when(r.startTime)}`,
      BOOKING_STATUS_LABELS[r.status],
      ksh(r.total),
      ksh(r.paid),
      ksh(r.owed),
    ]),
    total: [
      m.csv_total(),
      '',
      '',
      '',
      '',
      '',
      ksh(s.invoices.reduce((a, r) => a + r.total, 0)),
      ksh(s.invoices.reduce((a, r) => a + r.paid, 0)),
      ksh(s.totals.owed),
    ],
    payments: s.payments.map((p) => [when(p.receivedAt), p.via === 'bank' ? m.company_statement_via_bank() : 'M-Pesa', p.receipt, p.invoiceId, ksh(p.amount)]),
  };
}

/** The statement as a spreadsheet's rows: its facts, the invoices, their total, then the payments received. */
export function statementRows(s: CompanyStatement): (string | number)[][] {
  const t = statementTable(s);
  const payments = t.payments.length
    ? [
        [],
        [m.company_statement_payments()],
        [
          m.company_statement_received_at(),
          m.company_statement_via(),
          m.company_statement_receipt(),
          m.company_statement_invoice(),
          m.company_statement_amount(),
        ],
        ...t.payments,
      ]
    : [];
  return [...t.facts, [], t.columns, ...t.rows, t.total, ...payments];
}

/** The statement as a PDF to keep or send. */
export function statementPdf(s: CompanyStatement): Promise<Buffer> {
  const t = statementTable(s);
  return pdfTable(
    {
      title: `${m.company_statement()} ${s.month}: ${s.company.name}`,
      facts: t.facts.slice(1),
      columns: t.columns,
      numeric: [false, false, false, false, false, false, true, true, true],
      // Invoice numbers and references whole on one line; the space and its time wider still.
      weights: [1, 1.7, 1.2, 1.3, 2, 1, 1, 1, 1],
      landscape: true,
      rows: t.rows,
      total: t.total,
      footnote: t.payments.length
        ? `${m.company_statement_payments()}: ${t.payments.map((p) => `${p[0]} ${p[1]} ${p[2]} ${p[3]} KSH ${p[4]}`).join('; ')}`
        : undefined,
    },
    { author: 'Nafasi', subject: m.company_statement() },
  );
}

export const statementFileName = (s: CompanyStatement, format: 'csv' | 'pdf') => `nafasi-statement-${s.month}.${format}`;
