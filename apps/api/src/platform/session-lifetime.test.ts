// Issue "Close the holes an attacker found", item 6: sessions end when idle and at an absolute age.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME, sessionAlive, sessionNeedsTouch } from './session-lifetime.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('sessionAlive (defaults: 14 days idle, 90 days absolute; view-as 30 minutes idle, 8 hours)', () => {
  it.each([
    ['fresh session', { createdAt: ago(MIN), lastUsedAt: ago(MIN), viewAs: false }, true],
    ['used 13 days ago', { createdAt: ago(20 * DAY), lastUsedAt: ago(13 * DAY), viewAs: false }, true],
    ['unused for 14 days', { createdAt: ago(20 * DAY), lastUsedAt: ago(14 * DAY), viewAs: false }, false],
    [
      'unused for 400 days (the reported hole)',
      { createdAt: ago(400 * DAY), lastUsedAt: ago(400 * DAY), viewAs: false },
      false,
    ],
    ['used daily but 90 days old', { createdAt: ago(90 * DAY), lastUsedAt: ago(MIN), viewAs: false }, false],
    ['used daily, 89 days old', { createdAt: ago(89 * DAY), lastUsedAt: ago(MIN), viewAs: false }, true],
    [
      'view-as used 29 minutes ago',
      { createdAt: ago(60 * MIN), lastUsedAt: ago(29 * MIN), viewAs: true },
      true,
    ],
    [
      'view-as unused for 30 minutes',
      { createdAt: ago(60 * MIN), lastUsedAt: ago(30 * MIN), viewAs: true },
      false,
    ],
    [
      'view-as in use but 8 hours old',
      { createdAt: ago(8 * 60 * MIN), lastUsedAt: ago(MIN), viewAs: true },
      false,
    ],
  ])('%s → %s', (_, session, alive) => {
    expect(sessionAlive(session, now, DEFAULT_SESSION_LIFETIME)).toBe(alive);
  });
});

describe('sessionNeedsTouch: last_used_at is written at most once a minute', () => {
  it.each([
    [0, false],
    [59_999, false],
    [60_000, true],
    [DAY, true],
  ])('last used %d ms ago → %s', (msAgo, touch) => {
    expect(sessionNeedsTouch(ago(msAgo), now)).toBe(touch);
  });
});
