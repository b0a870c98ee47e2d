import type { Booking } from '@nafasi/shared/bookings';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

/** An admin confirms a booking's payment (the app passes the bookings feature's call). */
export const useConfirmPayment = (confirm: (bookingId: string) => Promise<Booking>) =>
  useWrite(confirm, { refresh: [adminKeys.all], done: (b) => m.toast_payment_confirmed({ reference: b.reference }) });
