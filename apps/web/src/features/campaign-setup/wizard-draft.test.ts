import { describe, expect, it } from 'vitest';
import { clearDraft, draftKeyOf, hasWork, readDraft, writeDraft } from './wizard-draft.ts';
import { emptyWizardValues } from './wizard-values.ts';

/** A Storage in memory, as the browser's sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

// Issue 23 point 6: the wizard's draft survives reload and Back, per user; cleared after a save.
describe('the wizard draft', () => {
  it('keeps values and step per user', () => {
    const storage = memoryStorage();
    const values = { ...emptyWizardValues('local'), campaignName: 'Spring', costPerLead: '1,000.50' };
    writeDraft(storage, 7, { values, active: 2 });
    expect(readDraft(storage, 7)).toEqual({ values, active: 2 });
    expect(readDraft(storage, 8)).toBeNull();
    clearDraft(storage, 7);
    expect(readDraft(storage, 7)).toBeNull();
  });

  it('an unreadable or older draft is ignored; a partial one gets the defaults', () => {
    const storage = memoryStorage();
    storage.setItem(draftKeyOf(1), '{not json');
    expect(readDraft(storage, 1)).toBeNull();
    storage.setItem(draftKeyOf(1), JSON.stringify({ version: 0, values: {} }));
    expect(readDraft(storage, 1)).toBeNull();
    storage.setItem(draftKeyOf(1), JSON.stringify({ version: 1, values: { campaignName: 'X' } }));
    expect(readDraft(storage, 1)?.values).toEqual({ ...emptyWizardValues(null), campaignName: 'X' });
  });

  it.each([
    ['a fresh wizard', {}, 0, false],
    ['only what the wizard filled itself', { paymentTerm: 'Weekly' as const, costPerLead: '2.00' }, 0, false],
    ['a typed name', { campaignName: 'Spring' }, 0, true],
    ['a chosen client', { clientCompanyId: 4 }, 0, true],
    ['any later step', {}, 1, true],
  ])('%s: work to keep is %s', (_case, change, active, expected) => {
    expect(hasWork({ ...emptyWizardValues('local'), ...change }, active)).toBe(expected);
  });
});
