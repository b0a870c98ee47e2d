import { describe, expect, it } from 'vitest';
import { newRequestId, truncatedAddress } from './request-context.ts';

describe('request ids', () => {
  it('are twelve URL-safe characters, none repeated across many refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('addresses in the log', () => {
  it('keep the network, not the household: IPv4 without its last part, IPv6 to 48 bits', () => {
    expect(truncatedAddress('41.90.64.211')).toBe('41.90.64.0');
    expect(truncatedAddress('::ffff:197.248.10.7')).toBe('197.248.10.0');
    expect(truncatedAddress('2c0f:fe38:2405:9c11::1')).toBe('2c0f:fe38:2405::');
    expect(truncatedAddress('2c0f:fe38:2405:9c11:aa:bb:cc:dd')).toBe('2c0f:fe38:2405::');
    expect(truncatedAddress('::1')).toBe('::');
  });
});
