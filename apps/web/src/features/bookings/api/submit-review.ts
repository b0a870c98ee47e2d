import type { ItemResponse } from '@nafasi/shared/api';
import type { CreateReviewInput } from '@nafasi/shared/bookings';
import type { Review } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';

export const submitReview = (spaceId: string, input: CreateReviewInput) =>
  api<ItemResponse<Review>>(`/spaces/${spaceId}/reviews`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data);
