// The wizard's draft in sessionStorage (issue 23 point 6), keyed by user, so a reload or the browser's
// Back keeps the work and another person signing in on this browser never sees it. sessionStorage (not
// localStorage) ends with the tab: a draft holds a client's targeting and prices, which should not
// outlive the session on a shared computer. The server keeps a campaign only once it is saved.
import { emptyWizardValues, type WizardValues } from './wizard-values.ts';

const DRAFT_VERSION = 1;
export type WizardDraft = { values: WizardValues; active: number };

export const draftKeyOf = (userId: number) => `campaign-wizard-draft:${userId}`;

/** The saved draft, completed with today's defaults for fields it lacks; null when none or unreadable. */
export function readDraft(storage: Storage, userId: number): WizardDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(draftKeyOf(userId)) ?? 'null') as {
      version?: number;
      values?: Partial<WizardValues>;
      active?: number;
    } | null;
    if (!stored || stored.version !== DRAFT_VERSION || typeof stored.values !== 'object') return null;
    const values = { ...emptyWizardValues(stored.values.module ?? null), ...stored.values };
    return { values, active: Number.isInteger(stored.active) ? (stored.active as number) : 0 };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, userId: number, draft: WizardDraft): void {
  try {
    storage.setItem(draftKeyOf(userId), JSON.stringify({ version: DRAFT_VERSION, ...draft }));
  } catch {
    // A full or disabled storage only loses the draft, never the page.
  }
}

export const clearDraft = (storage: Storage, userId: number) => storage.removeItem(draftKeyOf(userId));

/** Fields the wizard fills by itself: a change in them alone is no work to keep. */
const AUTOMATIC: (keyof WizardValues)[] = [
  'module',
  'paymentTerm',
  'platformFee',
  'minCost',
  'costPerLead',
  'priceSource',
  'priceFilledFor',
];

/** Whether the person has entered anything worth asking about before leaving. */
export function hasWork(values: WizardValues, active: number): boolean {
  if (active > 0) return true;
  const empty = emptyWizardValues(values.module);
  return (Object.keys(empty) as (keyof WizardValues)[]).some(
    (key) => !AUTOMATIC.includes(key) && JSON.stringify(values[key]) !== JSON.stringify(empty[key]),
  );
}
