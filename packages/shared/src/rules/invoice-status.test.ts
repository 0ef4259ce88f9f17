import { describe, expect, it } from 'vitest';
import { invoiceStatusBadge, invoiceStatusText, showsWholesale } from './invoice-status.ts';

describe('invoice status badges (issue 15 item 7)', () => {
  it.each([
    ['paid', null, 'Paid', 'green'],
    ['failed', 'Your card was declined.', 'Failed: Your card was declined.', 'red'],
    ['failed', null, 'Failed', 'red'],
    ['open', null, 'Open', 'blue'],
    // external: a manual-bill agency bills its client itself (part 2 §4 manual bill)
    ['external', null, 'Billed by agency', 'violet'],
    ['void', 'ignored', 'Void', 'gray'],
  ] as const)('%s (%s) reads %s', (status, reason, text, color) => {
    expect(invoiceStatusText(status, reason)).toBe(text);
    expect(invoiceStatusBadge(status).color).toBe(color);
  });

  it.each([
    ['client', false],
    ['agency', true],
    ['platform', true],
  ] as const)('a %s viewer sees wholesale: %s', (viewer, shown) => {
    expect(showsWholesale(viewer)).toBe(shown);
  });
});
