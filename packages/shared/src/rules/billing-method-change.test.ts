import { describe, expect, it } from 'vitest';
import { billingMethodChangeBlocker } from './billing-method-change.ts';

// part 2 §4 'Manual bill' (direct payment) with issue 23 point 8: campaigns running block the change.
describe('billingMethodChangeBlocker', () => {
  it.each([
    [0, null],
    [1, 'billingMethodBusy'],
    [12, 'billingMethodBusy'],
  ] as const)('%i active campaigns → %s', (active, blocker) => {
    expect(billingMethodChangeBlocker(active)).toBe(blocker);
  });
});
