// What the "Held for review" button's badge says: nothing when no lead waits, else the count, capped
// so a flood does not stretch the button.
import '../../i18n/en-held-leads.ts';

export const HELD_BADGE_MAX = 99;

export const heldBadgeLabel = (total: number | undefined): string | null => {
  if (!total || total <= 0) return null;
  return total > HELD_BADGE_MAX ? `${HELD_BADGE_MAX}+` : String(total);
};

/**
 * The label of the button's name while its badge shows: the words and badge it shows, then the exact
 * count (a capped badge reads "99+", and a name must contain what the button shows, WCAG 2.5.3).
 */
export const heldButtonName = (total: number | undefined) => {
  const badge = heldBadgeLabel(total);
  if (badge === null) return undefined;
  return badge === String(total)
    ? ({ key: 'heldLeads.openWithCount', values: { count: total } } as const)
    : ({ key: 'heldLeads.openWithCapped', values: { badge, count: total } } as const);
};
