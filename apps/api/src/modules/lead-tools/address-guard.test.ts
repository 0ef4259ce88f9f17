// Which addresses the site check refuses to fetch: everything that is not a public web server.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-guard.ts';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.10.0.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'not an address',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s may be fetched', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
