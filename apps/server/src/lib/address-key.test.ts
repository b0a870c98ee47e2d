import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('counts IPv4 by address (also inside IPv6) and IPv6 by /64', () => {
    expect(addressKey('41.90.64.1')).toBe('41.90.64.1');
    expect(addressKey('::ffff:41.90.64.1')).toBe('41.90.64.1');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('::/64');
  });
});
