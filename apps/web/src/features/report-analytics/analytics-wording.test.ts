// Report Analytics says "1 day", "2 agencies" (i18next plurals) and never a share above 100 %
// (issue 14): the "became leads" share compares the visits that became leads with all visits.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { shareText } from './analytics-format.ts';

const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
});

describe('Report Analytics wording', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days'],
  ])('%i running day(s) → %s', (count, text) => {
    expect(t.t('reportAnalytics.underPerforming.days', { count })).toBe(text);
  });

  it('counts agencies, sellers and clients in the singular and the plural', () => {
    const sentence = (agencies: number, sellers: number, clients: number) =>
      t.t('reportAnalytics.figures.sellersWithLeads', {
        agencies: t.t('reportAnalytics.figures.agencyCount', { count: agencies }),
        sellers: t.t('reportAnalytics.figures.sellerCount', { count: sellers }),
        clients: t.t('reportAnalytics.figures.clientCount', { count: clients }),
      });
    expect(sentence(1, 1, 1)).toBe('1 agency; 1 seller and 1 client had leads');
    expect(sentence(2, 0, 1200)).toBe('2 agencies; 0 sellers and 1,200 clients had leads');
  });

  it('a share of the whole stays within 100 %', () => {
    expect(shareText(3, 4)).toBe('75%');
    expect(shareText(4, 4)).toBe('100%');
    expect(shareText(1, 0)).toBeNull();
  });
});
