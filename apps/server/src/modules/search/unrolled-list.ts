/**
 * A list kept in an order, in blocks of BLOCK to 2 × BLOCK items: an item added or removed moves
 * the items of one block, not of the whole list. The catalogue index kept each of its orders of a
 * million spaces as one array, and a space added or changed spliced it: 3–4 ms a splice in a heap
 * of gigabytes, 22 ms of the change feed's read for each changed space (three orders, out and in).
 * Read by place (`item`), as an array is: reading places in turn finds each in the block of the last.
 * A block can carry more than its items (`make`): the admin's tables keep each block's texts joined
 * beside it (modules/search/in-memory-table.ts), and make them again when `insert` or `remove` says it changed.
 */
export const BLOCK = 1024;

/** The first place in 0..length where `holds` is true, it holding from there to the end (binary search). */
export function firstWhere(length: number, holds: (place: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Where `item` stands, or would, in a list kept in `compare`'s order. */
export const placeOf = <T>(list: readonly T[], item: T, compare: (a: T, b: T) => number) => firstWhere(list.length, (i) => compare(list[i] as T, item) >= 0);

export class UnrolledList<T, B extends { items: T[] } = { items: T[] }> {
  blocks: B[] = [];
  /** Each block's first place (made again after a change, when read). */
  private starts: number[] = [];
  private startsFresh = true;
  /** The block the last place read was in. */
  private last = 0;
  length = 0;

  constructor(
    private readonly compare: (a: T, b: T) => number,
    private readonly make: (items: T[]) => B = (items) => ({ items }) as B,
  ) {}

  /** The list becomes these items, already in order. */
  reset(sorted: readonly T[]) {
    this.blocks = [];
    for (let i = 0; i < sorted.length; i += BLOCK) this.blocks.push(this.make(sorted.slice(i, i + BLOCK)));
    this.length = sorted.length;
    this.startsFresh = false;
  }

  /** The block `item` belongs in: the first whose last is not before it (else the last). */
  private blockFor(item: T): number {
    const { blocks } = this;
    // The last block is where it goes when no block before it will take it (and it may be empty).
    return firstWhere(blocks.length - 1, (b) => {
      const { items } = blocks[b] as B;
      return this.compare(items[items.length - 1] as T, item) >= 0;
    });
  }

  /** Adds `item` in its place; the block it went into (split in two, when full: both new). */
  insert(item: T): B {
    if (!this.blocks.length) this.blocks.push(this.make([]));
    const b = this.blockFor(item);
    const block = this.blocks[b] as B;
    block.items.splice(placeOf(block.items, item, this.compare), 0, item);
    if (block.items.length >= 2 * BLOCK) this.blocks.splice(b, 1, this.make(block.items.slice(0, BLOCK)), this.make(block.items.slice(BLOCK)));
    this.length++;
    this.startsFresh = false;
    return block;
  }

  /** Takes out this very item (compared as the order compares it, then by identity), if it is there; the block it left. */
  remove(item: T): B | null {
    if (!this.blocks.length) return null;
    const b = this.blockFor(item);
    const block = this.blocks[b] as B;
    const at = placeOf(block.items, item, this.compare);
    if (block.items[at] !== item) return null;
    block.items.splice(at, 1);
    if (!block.items.length) this.blocks.splice(b, 1);
    this.length--;
    this.startsFresh = false;
    return block;
  }

  /** The item at `place` (0 ≤ place < length). */
  item(place: number): T {
    if (!this.startsFresh) {
      let at = 0;
      this.starts = this.blocks.map((block) => {
        const start = at;
        at += block.items.length;
        return start;
      });
      this.startsFresh = true;
    }
    let b = this.last;
    const start = this.starts[b] ?? 0;
    if (!(place >= start && place < start + (this.blocks[b]?.items.length ?? 0))) {
      // The last block that starts at or before the place.
      b = Math.max(0, firstWhere(this.blocks.length, (k) => (this.starts[k] ?? 0) > place) - 1);
      this.last = b;
    }
    const item = this.blocks[b]?.items[place - (this.starts[b] ?? 0)];
    if (item === undefined) throw new RangeError(`no item at ${place} of ${this.length}`);
    return item;
  }

  /** Every item, in order. */
  toArray(): T[] {
    return this.blocks.flatMap((block) => block.items);
  }
}
