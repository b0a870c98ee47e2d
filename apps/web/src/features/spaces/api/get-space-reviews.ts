import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListResponse } from '@nafasi/shared/api';
import type { Review } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

const PAGE = 5;

export function spaceReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: spacesKeys.reviews(id),
    queryFn: ({ pageParam }) => api<ListResponse<Review>>(`/spaces/${encodeURIComponent(id)}/reviews`, { params: { limit: PAGE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page.offset + last.page.limit < last.page.total ? last.page.offset + last.page.limit : undefined),
  });
}

export function useSpaceReviews(id: string) {
  return useInfiniteQuery(spaceReviewsQueryOptions(id));
}
