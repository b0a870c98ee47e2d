import type { ItemResponse } from '@nafasi/shared/api';
import { formatKsh } from '@nafasi/shared/money';
import type { PartRefundInput, Refund } from '@nafasi/shared/payments';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/**
 * An admin refunds part of a paid booking (docs/PAYMENTS.md "Refunds of part"); the bookings, the
 * refunds due and the reconciliation are read again. A refusal about a field shows under it.
 */
export const useRefundPart = (failed: (error: unknown) => string | null) =>
  useWrite(
    ({ bookingId, ...input }: PartRefundInput & { bookingId: string }) =>
      api<ItemResponse<Refund>>(`/admin/bookings/${bookingId}/refunds`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data),
    {
      refresh: [adminKeys.all],
      done: (r) => m.toast_part_refunded({ amount: formatKsh(r.amount), reference: r.booking?.reference ?? '' }),
      failed,
    },
  );
