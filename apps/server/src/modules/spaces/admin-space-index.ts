import type { AdminSpaceQuery } from '@nafasi/shared/admin';
import { ADMIN_SPACE_SORTS } from '@nafasi/shared/admin';
import { STORED_SPACE_STATUSES } from '@nafasi/shared/catalogue';
import { compareCodePoints, memoryTable, thenById, type Compare, type TableFacts, fifoCache } from '../search/index.ts';

/*
 * The admin's spaces table in memory (issue 33): every space but the deleted, in each of the
 * table's sorts, and the text its search reads (a table in memory: modules/search/in-memory-table.ts). The
 * catalogue index (catalogue-index.ts) feeds it from the same change feed it reads, so it is as
 * fresh as a public search; the page's rows are read by their ids. It answers what the SQL of
 * admin/service.ts answers (admin-space-index.test.ts asks both on both databases): the same rows,
 * and the same count, up to the same cap.
 */

export { compareCodePoints };

/** What the admin's table sorts and searches a space by (its text: spaces.search_text, the title, place and owner's name). */
export interface AdminSpaceFacts extends TableFacts {
  /** Microseconds since 1970 (created_at at the database's precision, so ties order as there). */
  createdUs: number;
  title: string;
  category: string;
  location: string;
  rateCents: number;
  capacity: number;
  /**
   * The space as the admin's table shows it (its row and photos, read once by the service:
   * show), for the SHOWN_KEPT spaces shown last. A change of the space or its photos stamps
   * its row (migrations 0040, 0047) and replaces these facts, and the new ones have none.
   */
  shown: object | undefined;
}

type Sort = AdminSpaceQuery['sort'];

/** Each sort's column ascending (no column is null). */
const COLUMNS: Record<Sort, Compare<AdminSpaceFacts>> = {
  created: (a, b) => a.createdUs - b.createdUs,
  title: (a, b) => compareCodePoints(a.title, b.title),
  category: (a, b) => compareCodePoints(a.category, b.category),
  location: (a, b) => compareCodePoints(a.location, b.location),
  rate: (a, b) => a.rateCents - b.rateCents,
  capacity: (a, b) => a.capacity - b.capacity,
};
/** Each sort ascending, ending in the id, as admin/service.ts orders it in SQL. */
const ORDERS = Object.fromEntries(ADMIN_SPACE_SORTS.map((sort) => [sort, thenById(COLUMNS[sort])])) as Record<Sort, Compare<AdminSpaceFacts>>;
/** The sorts whose order is the database's collation's (the others compare numbers and ids). */
export const TEXT_SORTS: readonly Sort[] = ['title', 'category', 'location'];

/** How many spaces keep what the table shows of them (about 2 kB each). */
const SHOWN_KEPT = 20_000;

/** The admin's spaces table (modules/search/in-memory-table.ts), and what it shows of the spaces shown last. */
export function adminSpaceIndex() {
  return Object.assign(memoryTable<AdminSpaceFacts, Sort>(ORDERS, STORED_SPACE_STATUSES), {
    /** Makes a page's spaces show, reading those not kept (what is kept stays on the facts until they are replaced). */
    show: fifoCache<AdminSpaceFacts>(SHOWN_KEPT),
  });
}
