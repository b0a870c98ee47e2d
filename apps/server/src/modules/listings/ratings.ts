import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spaces } from '../../db/schema.ts';

/** A new review's rating joins the space's average, in the review's own transaction (listings owns `spaces`). */
export async function addRating(tx: Pick<Db, 'update'>, spaceId: string, rating: number) {
  await tx
    .update(spaces)
    .set({
      rating: sql`round((${spaces.rating} * ${spaces.reviewsCount} + ${rating}) / (${spaces.reviewsCount} + 1), 2)`,
      reviewsCount: sql`${spaces.reviewsCount} + 1`,
    })
    .where(eq(spaces.id, spaceId));
}
