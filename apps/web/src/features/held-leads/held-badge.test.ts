import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { heldLeads } from '../../i18n/en-held-leads.ts';
import { heldBadgeLabel, heldButtonName } from './held-badge.ts';

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

describe("the held leads button's name", async () => {
  const labels = i18next.createInstance();
  await labels.init({ lng: 'en', resources: { en: { translation: { heldLeads } } } });
  const nameOf = (total: number | undefined) => {
    const name = heldButtonName(total);
    return name && labels.t(name.key, name.values);
  };
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join(' ');

  it("is the button's words alone while no badge shows", () => {
    expect(nameOf(undefined)).toBeUndefined();
    expect(nameOf(0)).toBeUndefined();
  });

  // WCAG 2.5.3: the name holds the words the button shows ("Held for review" and its badge) in order.
  it.each([
    [1, '1', 'Held for review: 1 lead waiting'],
    [99, '99', 'Held for review: 99 leads waiting'],
    [100, '99+', 'Held for review, 99+: 100 leads waiting'],
    [12_000, '99+', 'Held for review, 99+: 12000 leads waiting'],
  ])('for %i held, the badge %s: "%s"', (total, badge, name) => {
    expect(heldBadgeLabel(total)).toBe(badge);
    expect(nameOf(total)).toBe(name);
    expect(words(name)).toContain(words(`Held for review ${badge}`));
  });
});
