import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { browseCategoryOf } from '@nafasi/shared/categories';
import { kshToCents } from '@nafasi/shared/money';
import type { Storage } from '../lib/storage.ts';
import { processImage, variantKey } from '../lib/images.ts';
import type { Db } from '../db/client.ts';
import { reviews, spaceImages, spaces } from '../db/schema.ts';
import { sampleReviews } from './reviews.ts';
import { SAMPLE_SPACES } from './spaces.ts';
import { one } from '../lib/rows.ts';
import { isEmpty, seedOnce } from './once.ts';

const imagesDir = path.join(import.meta.dirname, 'images');

/**
 * Spreads creation times so that "newest first" shows the kinds of space mixed (a room, a studio,
 * a hall...), not six boardrooms in a row: rank by position within its kind, then by kind.
 */
function interleavedRank(index: number): number {
  const order = SAMPLE_SPACES.map((s, i) => ({ i, nth: SAMPLE_SPACES.slice(0, i).filter((o) => o.scene === s.scene).length, scene: s.scene }))
    .sort((a, b) => a.nth - b.nth || a.scene.localeCompare(b.scene))
    .map((o) => o.i);
  return order.indexOf(index);
}

/**
 * On an empty catalogue, adds the sample spaces with their photos, run through the same image
 * pipeline as uploads. Returns how many spaces it added (0 when the catalogue had any).
 */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<number> {
  if (!(await isEmpty(db, spaces))) return 0;

  // Photos first, outside the transaction: files are idempotent by key, rows are all-or-nothing.
  const photos = new Map<string, { width: number; height: number }>();
  for (const sample of SAMPLE_SPACES) {
    const key = `seed-${sample.slug}`;
    const processed = await processImage(await readFile(path.join(imagesDir, `${sample.slug}.webp`)));
    for (const v of processed.variants) await storage.put(variantKey(key, v.name), v.body);
    photos.set(sample.slug, { width: processed.width, height: processed.height });
  }

  const now = Date.now();
  const seeded = await seedOnce(db, spaces, async (tx) => {
    for (const [i, sample] of SAMPLE_SPACES.entries()) {
      const createdAt = new Date(now - interleavedRank(i) * 3_600_000);
      const space = one(
        await tx
          .insert(spaces)
          .values({
            title: sample.title,
            description: sample.description,
            titleSw: sample.titleSw,
            descriptionSw: sample.descriptionSw,
            houseRules: sample.houseRules ?? '',
            houseRulesSw: sample.houseRulesSw ?? '',
            location: sample.location,
            hourlyRateCents: kshToCents(sample.hourlyRate),
            capacity: sample.capacity,
            category: sample.category,
            browseCategory: browseCategoryOf(sample.category),
            amenities: sample.amenities,
            status: 'approved',
            ownerName: sample.ownerName,
            latitude: sample.latitude,
            longitude: sample.longitude,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: spaces.id }),
      );
      // Ratings come from real reviews only: a space without any shows "No reviews yet".
      const said = sampleReviews(i, sample.scene);
      if (said.length) {
        await tx.insert(reviews).values(
          said.map((r) => ({
            spaceId: space.id,
            userName: r.userName,
            rating: r.rating,
            comment: r.comment,
            createdAt: new Date(now - r.daysAgo * 86_400_000),
          })),
        );
        const average = Math.round((said.reduce((sum, r) => sum + r.rating, 0) / said.length) * 100) / 100;
        await tx.update(spaces).set({ rating: average, reviewsCount: said.length }).where(eq(spaces.id, space.id));
      }
      const photo = photos.get(sample.slug);
      if (!photo) throw new Error(`No photo was made for ${sample.slug}`);
      await tx.insert(spaceImages).values({ spaceId: space.id, storageKey: `seed-${sample.slug}`, position: 0, ...photo });
    }
  });
  return seeded ? SAMPLE_SPACES.length : 0;
}
