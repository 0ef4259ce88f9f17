import { describe, expect, it } from 'vitest';
import {
  invoiceShownStatus,
  invoiceStatusBadge,
  invoiceStatusText,
  showsWholesale,
} from './invoice-status.ts';

describe('invoice status badges (issue 15 item 7)', () => {
  it.each([
    ['paid', null, 'Paid', 'green'],
    ['failed', 'Your card was declined.', 'Failed: Your card was declined.', 'red'],
    ['failed', null, 'Failed', 'red'],
    ['open', null, 'Open', 'blue'],
    // external: a manual-bill agency bills its client itself (part 2 §4 manual bill)
    ['external', null, 'Billed by agency', 'violet'],
    ['void', 'ignored', 'Void', 'gray'],
    // issue 23 item 9 (part 2 §7 refunds): a refunded invoice never reads Paid
    ['partly_refunded', null, 'Partly refunded', 'orange'],
    ['refunded', null, 'Refunded', 'gray'],
  ] as const)('%s (%s) reads %s', (status, reason, text, color) => {
    expect(invoiceStatusText(status, reason)).toBe(text);
    expect(invoiceStatusBadge(status).color).toBe(color);
  });

  // issue 23 item 9: what a paid invoice reads after refunds that went through (part 2 §7 refunds)
  it.each([
    ['paid', 10_000, 0, 'paid'],
    ['paid', 10_000, 1, 'partly_refunded'],
    ['paid', 10_000, 5_000, 'partly_refunded'],
    ['paid', 10_000, 9_999, 'partly_refunded'],
    ['paid', 10_000, 10_000, 'refunded'],
    ['open', 10_000, 0, 'open'],
    ['failed', 10_000, 0, 'failed'],
    ['external', 10_000, 0, 'external'],
  ] as const)('%s, total %i, refunded %i reads %s', (status, total, refunded, shown) => {
    expect(invoiceShownStatus({ status, total_cents: total, refunded_cents: refunded })).toBe(shown);
  });

  it.each([
    ['client', false],
    ['agency', true],
    ['platform', true],
  ] as const)('a %s viewer sees wholesale: %s', (viewer, shown) => {
    expect(showsWholesale(viewer)).toBe(shown);
  });
});
