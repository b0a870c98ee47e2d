import { useQuery } from '@tanstack/react-query';
import type { BankCredit, BankStatement } from '@nafasi/shared/payments';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

/** The bank statements loaded lately, newest first, each with what its lines did. */
export const useBankStatements = () =>
  useQuery({ queryKey: adminKeys.bankStatements, queryFn: () => api<{ data: BankStatement[] }>('/admin/bank-statements').then((r) => r.data) });

/** Credits of the bank account waiting for an admin. */
export const useHeldCredits = () =>
  useQuery({ queryKey: adminKeys.bankHeld, queryFn: () => api<{ data: BankCredit[] }>('/admin/bank-credits?status=held').then((r) => r.data) });

/** Loads a statement file (its text); what it paid is read again everywhere (bookings, refunds, the ledger). */
export const useLoadStatement = () =>
  useWrite(
    (file: { fileName: string; content: string }) =>
      api<{ data: BankStatement[] }>('/admin/bank-statements', { method: 'POST', body: JSON.stringify(file) }).then((r) => r.data),
    {
      refresh: [adminKeys.all],
      done: (statements, file) => m.bank_loaded({ count: statements.reduce((n, s) => n + s.lines.length, 0), file: file.fileName }),
    },
  );

/** Matches a held credit to a booking by its reference. */
export const useAssignCredit = (failed: (error: unknown) => string | null) =>
  useWrite(
    ({ id, reference }: { id: string; reference: string }) =>
      api<{ data: BankCredit }>(`/admin/bank-credits/${id}/assign`, { method: 'POST', body: JSON.stringify({ reference }) }).then((r) => r.data),
    { refresh: [adminKeys.all], done: (_credit, input) => m.bank_assigned({ reference: input.reference.toUpperCase() }), failed },
  );
