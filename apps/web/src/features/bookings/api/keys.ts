import { queryRoots } from '@/lib/query-keys';

/** Every booking query's key: `all` refreshes them all, `spaceAvailability` every day of one space. */
export const bookingKeys = {
  all: queryRoots.bookings,
  mine: ['bookings', 'mine'] as const,
  spent: ['bookings', 'spent'] as const,
  spaceAvailability: (spaceId: string) => ['bookings', 'availability', spaceId] as const,
  availabilityRange: (spaceId: string, from: string, to: string) => ['bookings', 'availability', spaceId, 'range', from, to] as const,
  payment: ['bookings', 'payment-info'] as const,
  ofMySpaces: ['bookings', 'of-my-spaces'] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
  mpesaPayment: (paymentId: string | null) => ['bookings', 'mpesa-payment', paymentId] as const,
  earnings: ['bookings', 'earnings'] as const,
  payoutAccount: ['bookings', 'payout-account'] as const,
};
