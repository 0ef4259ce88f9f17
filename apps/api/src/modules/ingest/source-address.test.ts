import { describe, expect, it } from 'vitest';
import { sourceAddressKey } from './source-address.ts';

describe('the key an address is rate-limited by (issue 12 item 4)', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['not-an-address:x', 'not-an-address:x'],
  ])('%s → %s', (ip, key) => {
    expect(sourceAddressKey(ip)).toBe(key);
  });
});
