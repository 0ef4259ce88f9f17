import { describe, expect, it } from 'vitest';
import { heldBadgeLabel } from './held-badge.ts';

describe('the held leads badge', () => {
  it('says nothing while nothing is held or the count is unknown', () => {
    expect(heldBadgeLabel(undefined)).toBeNull();
    expect(heldBadgeLabel(0)).toBeNull();
  });

  it('shows the count, capped at 99+', () => {
    expect(heldBadgeLabel(1)).toBe('1');
    expect(heldBadgeLabel(99)).toBe('99');
    expect(heldBadgeLabel(100)).toBe('99+');
    expect(heldBadgeLabel(12_000)).toBe('99+');
  });
});
