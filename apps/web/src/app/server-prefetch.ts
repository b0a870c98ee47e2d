import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '@/lib/router';
import { paths } from '@/config/paths';
import { providersQueryOptions } from '@/features/auth/api/get-providers';
import { forumOverviewQueryOptions, forumTopicQueryOptions, forumTopicsQueryOptions } from '@/features/forum/api/get-forum';
import { categoriesQueryOptions } from '@/features/spaces/api/get-categories';
import { spaceQueryOptions } from '@/features/spaces/api/get-space';
import { spaceTaxQueryOptions } from '@/features/spaces/api/get-space-tax';
import { availabilityQueryOptions, BOOKING_LOOKAHEAD_DAYS } from '@/features/bookings/api/get-availability';
import { addDays, nairobiDate } from '@nafasi/shared/time';
import { spaceReviewsQueryOptions } from '@/features/spaces/api/get-space-reviews';
import { spacesInfiniteQueryOptions } from '@/features/spaces/api/get-spaces';
import { parseSpaceFilters } from '@/features/spaces/hooks/use-space-filters';

/*
 * The server's side of server-state.ts, apart so the browser's first script does not carry what
 * it needs (the search's schemas): the browser only hydrates.
 */
/** Reads, into `client`, what the page at `url` shows on its first render (home: the list for the URL's filters). */
export async function prefetchPage(client: QueryClient, url: URL): Promise<void> {
  const { pathname, searchParams } = url;
  // Sign-in and sign-up show Google's button only where the server has it: known before the first paint.
  if (matchPath(paths.login.path, pathname) || matchPath(paths.register.path, pathname)) {
    await client.prefetchQuery(providersQueryOptions());
    return;
  }
  if (matchPath(paths.home.path, pathname)) {
    const filters = parseSpaceFilters(searchParams);
    await Promise.all([client.prefetchInfiniteQuery(spacesInfiniteQueryOptions(filters)), client.prefetchQuery(categoriesQueryOptions(filters))]);
    return;
  }
  if (matchPath(paths.forum.path, pathname)) {
    await Promise.all([client.prefetchQuery(forumTopicsQueryOptions('')), client.prefetchQuery(forumOverviewQueryOptions())]);
    return;
  }
  const topic = matchPath(paths.forumTopic.path, pathname);
  if (topic?.params.topicId) {
    await client.prefetchQuery(forumTopicQueryOptions(topic.params.topicId));
    return;
  }
  // Booking a space: the space, its next two weeks and its tax line, public; the booking itself waits for the browser's session.
  const booking = matchPath(paths.booking.path, pathname);
  if (booking?.params.spaceId) {
    const id = booking.params.spaceId;
    const today = nairobiDate();
    await Promise.all([
      client.prefetchQuery(spaceQueryOptions(id)),
      client.prefetchQuery(spaceTaxQueryOptions(id)),
      client.prefetchQuery(availabilityQueryOptions(id, today, addDays(today, BOOKING_LOOKAHEAD_DAYS - 1))),
    ]);
    return;
  }
  const space = matchPath(paths.space.path, pathname);
  if (space?.params.id) {
    const id = space.params.id;
    await Promise.all([client.prefetchQuery(spaceQueryOptions(id)), client.prefetchInfiniteQuery(spaceReviewsQueryOptions(id))]);
  }
}
