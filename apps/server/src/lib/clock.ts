/**
 * The time as the services read it: milliseconds since the epoch. Production reads the system
 * clock; a test may move its own forward (`offsetClock`) instead of waiting for time to pass.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * The system clock plus an offset a test moves forward: time still flows, and can jump. `hold()`
 * stops it where it is (a rate then reads exactly what the test sends, however slow the machine),
 * `release()` lets it flow again from there.
 */
export function offsetClock(): Clock & { advance(ms: number): void; hold(): void; release(): void } {
  let offset = 0;
  let held: number | null = null;
  return Object.assign(() => (held ?? Date.now()) + offset, {
    advance(ms: number) {
      offset += ms;
    },
    hold() {
      held ??= Date.now();
    },
    release() {
      if (held !== null) offset -= Date.now() - held;
      held = null;
    },
  });
}

/** A clock that stands still until a test moves it: rates and windows read exactly what the test says. */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start;
  return Object.assign(() => now, {
    advance(ms: number) {
      now += ms;
    },
  });
}
