// What the "Held for review" button's badge says: nothing when no lead waits, else the count, capped
// so a flood does not stretch the button.
export const HELD_BADGE_MAX = 99;

export const heldBadgeLabel = (total: number | undefined): string | null => {
  if (!total || total <= 0) return null;
  return total > HELD_BADGE_MAX ? `${HELD_BADGE_MAX}+` : String(total);
};
