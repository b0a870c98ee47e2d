import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-context.ts';

describe('request ids', () => {
  it('are twelve URL-safe characters, none repeated across many refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
