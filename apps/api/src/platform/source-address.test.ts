import { describe, expect, it } from 'vitest';
import { normalAddress, sourceAddressKey } from './source-address.ts';

describe('the key an address is limited by (issue 12 item 4)', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    // One IPv4 address in its IPv6 spellings: one key.
    ['10.77.0.9', '10.77.0.9'],
    ['::ffff:10.77.0.9', '10.77.0.9'],
    ['::FFFF:10.77.0.9', '10.77.0.9'],
    ['0:0:0:0:0:ffff:10.77.0.9', '10.77.0.9'],
    ['::ffff:a4d:9', '10.77.0.9'],
    [' 10.77.0.9 ', '10.77.0.9'],
    // Rotating inside one /64: one key.
    ['fd00:1:2:3::1', 'fd00:1:2:3::/64'],
    ['fd00:1:2:3::2', 'fd00:1:2:3::/64'],
    ['fd00:1:2:3::a:b', 'fd00:1:2:3::/64'],
    ['FD00:1:2:3::A:B', 'fd00:1:2:3::/64'],
    ['fd00:1:2:3:ffff:ffff:ffff:ffff', 'fd00:1:2:3::/64'],
    ['fd00:0001:0002:0003:0:0:0:1', 'fd00:1:2:3::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    // Another /64 is another key.
    ['fd00:1:2:4::1', 'fd00:1:2:4::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    // Not an address: its own key, trimmed and lower-cased.
    ['not-an-address:X', 'not-an-address:x'],
    ['  Unknown ', 'unknown'],
    ['010.77.0.9', '010.77.0.9'],
    ['1::2::3', '1::2::3'],
    ['', ''],
  ])('%j → %j', (ip, key) => {
    expect(sourceAddressKey(ip)).toBe(key);
  });
});

describe('the address as stored', () => {
  it.each([
    ['10.77.0.9', '10.77.0.9'],
    ['::FFFF:10.77.0.9', '10.77.0.9'],
    ['::ffff:a4d:9', '10.77.0.9'],
    ['FD00:0:0:0:0:0:0:A', 'fd00::a'],
    ['fd00:1:2:3:ffff:ffff:ffff:ffff', 'fd00:1:2:3:ffff:ffff:ffff:ffff'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    [' Not An Address ', 'not an address'],
  ])('%j → %j', (ip, stored) => {
    expect(normalAddress(ip)).toBe(stored);
  });
});

describe('any string', () => {
  it.each([
    'fe80::1%eth0/64',
    'fe80::1%',
    '1:2:3:4:5:6:7:8%x',
    '::1%€',
    '\u0000',
    ':'.repeat(100),
    '1.2.3.4.5',
    '999.1.1.1',
  ])('%j has a key and a stored form, and nothing throws', (ip) => {
    expect(typeof sourceAddressKey(ip)).toBe('string');
    expect(typeof normalAddress(ip)).toBe('string');
  });
});
