// The pixel's state, issue 25 item 6 ("Is my pixel installed?"): never seen, seen on which host and
// when last, seen on a host that is not the campaign's, silent for more than 24 hours while active.
import { describe, expect, it } from 'vitest';
import { hostOnSite, type PixelFacts, pixelStateOf } from './pixel-status.ts';

const NOW = new Date('2026-11-30T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('pixelStateOf (issue 25 item 6)', () => {
  it.each<[string, PixelFacts, string]>([
    ['nothing seen anywhere', { lastOnSite: null, elsewhereHosts: 0, active: true }, 'never-seen'],
    ['seen only on another site', { lastOnSite: null, elsewhereHosts: 2, active: true }, 'elsewhere-only'],
    ['seen on the site an hour ago', { lastOnSite: hoursAgo(1), elsewhereHosts: 0, active: true }, 'seen'],
    ['quiet for exactly 24 hours', { lastOnSite: hoursAgo(24), elsewhereHosts: 0, active: true }, 'seen'],
    [
      'quiet for 25 hours while active',
      { lastOnSite: hoursAgo(25), elsewhereHosts: 1, active: true },
      'silent',
    ],
    [
      'quiet for a week while paused',
      { lastOnSite: hoursAgo(24 * 7), elsewhereHosts: 0, active: false },
      'seen',
    ],
  ])('%s → %s', (_row, facts, state) => {
    expect(pixelStateOf(facts, NOW)).toBe(state);
  });
});

describe('hostOnSite', () => {
  it.each([
    ['acme.com', 'acme.com', true],
    ['shop.acme.com', 'acme.com', true],
    ['notacme.com', 'acme.com', false],
    ['acme.com.evil.test', 'acme.com', false],
    ['acme.com', null, false],
  ])('%s on %s → %s', (host, site, on) => {
    expect(hostOnSite(host, site)).toBe(on);
  });
});
