import { queryRoots } from '@/lib/query-keys';

export const listingKeys = {
  all: ['listings'] as const,
  mine: ['listings', 'mine'] as const,
  one: (id: string) => ['listings', 'one', id] as const,
  blocks: (spaceId: string) => ['listings', 'blocks', spaceId] as const,
  /** Under the bookings root, so news of a booking (the guest's socket and the host's) redraws an open calendar. */
  bookingsBetween: (spaceId: string, from: string, to: string) => [...queryRoots.bookings, 'of-space', spaceId, from, to] as const,
  calendarImports: (spaceId: string) => ['listings', 'calendar-imports', spaceId] as const,
  calendarFeed: (spaceId: string) => ['listings', 'calendar-feed', spaceId] as const,
  blocksBetween: (spaceId: string, from: string, to: string) => ['listings', 'blocks', spaceId, from, to] as const,
};
