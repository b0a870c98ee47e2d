/**
 * A list kept in an order, in blocks of BLOCK to 2 × BLOCK items: an item added or removed moves
 * the items of one block, not of the whole list. The catalogue index kept each of its orders of a
 * million spaces as one array, and a space added or changed spliced it: 3–4 ms a splice in a heap
 * of gigabytes, 22 ms of the change feed's read for each changed space (three orders, out and in).
 * Read by place (`item`), as an array is: reading places in turn finds each in the block of the last.
 */
const BLOCK = 1024;

export class BlockList<T> {
  private blocks: T[][] = [];
  /** Each block's first place (made again after a change, when read). */
  private starts: number[] = [];
  private startsFresh = true;
  /** The block the last place read was in. */
  private last = 0;
  length = 0;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** The list becomes these items, already in order. */
  reset(sorted: readonly T[]) {
    this.blocks = [];
    for (let i = 0; i < sorted.length; i += BLOCK) this.blocks.push(sorted.slice(i, i + BLOCK));
    this.length = sorted.length;
    this.startsFresh = false;
  }

  /** The block `item` belongs in: the first whose last is not before it (else the last). */
  private blockFor(item: T): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = this.blocks[mid] ?? [];
      if (this.compare(block[block.length - 1] as T, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where `item` stands, or would, in its block. */
  private placeIn(block: T[], item: T): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(block[mid] as T, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T) {
    if (!this.blocks.length) this.blocks.push([]);
    const b = this.blockFor(item);
    const block = this.blocks[b] ?? [];
    block.splice(this.placeIn(block, item), 0, item);
    if (block.length >= 2 * BLOCK) this.blocks.splice(b, 1, block.slice(0, BLOCK), block.slice(BLOCK));
    this.length++;
    this.startsFresh = false;
  }

  /** Takes out this very item (compared as the order compares it, then by identity), if it is there. */
  remove(item: T) {
    if (!this.blocks.length) return;
    const b = this.blockFor(item);
    const block = this.blocks[b] ?? [];
    const at = this.placeIn(block, item);
    if (block[at] !== item) return;
    block.splice(at, 1);
    if (!block.length) this.blocks.splice(b, 1);
    this.length--;
    this.startsFresh = false;
  }

  /** The item at `place` (0 ≤ place < length). */
  item(place: number): T {
    if (!this.startsFresh) {
      let at = 0;
      this.starts = this.blocks.map((block) => {
        const start = at;
        at += block.length;
        return start;
      });
      this.startsFresh = true;
    }
    let b = this.last;
    const start = this.starts[b] ?? 0;
    if (!(place >= start && place < start + (this.blocks[b]?.length ?? 0))) {
      let lo = 0;
      let hi = this.blocks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((this.starts[mid] ?? 0) <= place) lo = mid;
        else hi = mid - 1;
      }
      b = lo;
      this.last = b;
    }
    const item = this.blocks[b]?.[place - (this.starts[b] ?? 0)];
    if (item === undefined) throw new RangeError(`no item at ${place} of ${this.length}`);
    return item;
  }

  /** Every item, in order. */
  toArray(): T[] {
    return this.blocks.flat();
  }
}
