// One table per pipeline stage rule (issue 6 point 4).
import { describe, expect, it } from 'vitest';
import { decideVisit } from '../decide-visit.ts';
import { notRunningReason } from './campaign-running.ts';
import { limitPeriodStart, limitReached } from './lead-limits.ts';
import { leadFieldsOf } from './lead-values.ts';
import { reidentificationSince, reidentified } from './reidentification.ts';
import { missingRequiredField } from './required-fields.ts';
import { suppressed, suppressionKey } from './suppression.ts';
import { heldByVelocity } from './velocity-guard.ts';

const NOW = new Date('2026-06-15T18:00:00Z'); // 13:00 in Chicago, a Monday

describe('re-identification window', () => {
  const campaign = { id: 1, companyId: 10, reidentificationType: '1 month', applyReidentificationAll: false };
  const lead = (campaignId: number, at: string) => ({ campaignId, companyId: 10, at: new Date(at) });
  it.each([
    ['no earlier lead', [], false],
    ['a lead of this campaign inside the month', [lead(1, '2026-06-01T00:00:00Z')], true],
    ['a lead of this campaign before the month', [lead(1, '2026-05-01T00:00:00Z')], false],
    [
      'a lead of another campaign of the client (not applied to all)',
      [lead(2, '2026-06-10T00:00:00Z')],
      false,
    ],
  ])('%s', (_name, prior, expected) => {
    expect(reidentified(campaign, prior, NOW)).toBe(expected);
  });
  it('applied to all: another campaign of the client counts', () => {
    expect(
      reidentified({ ...campaign, applyReidentificationAll: true }, [lead(2, '2026-06-10T00:00:00Z')], NOW),
    ).toBe(true);
  });
  it("'never': once a lead, never again", () => {
    expect(reidentificationSince('never', NOW).getTime()).toBe(0);
    expect(
      reidentified({ ...campaign, reidentificationType: 'never' }, [lead(1, '2020-01-01T00:00:00Z')], NOW),
    ).toBe(true);
  });
});

describe('suppression (MD5 of the lower-cased e-mail)', () => {
  const entries = new Set([
    suppressionKey('platform', 0, 'aaa'),
    suppressionKey('client', 10, 'bbb'),
    suppressionKey('campaign', 1, 'ccc'),
  ]);
  it.each([
    ['platform opt-out', 'aaa', true],
    ["the client's exclusion list", 'bbb', true],
    ["the campaign's list", 'ccc', true],
    ['not listed', 'ddd', false],
  ])('%s', (_name, md5, expected) => {
    expect(suppressed({ id: 1, companyId: 10 }, md5, entries)).toBe(expected);
  });
  it("another client's list does not apply", () => {
    expect(suppressed({ id: 2, companyId: 11 }, 'bbb', entries)).toBe(false);
  });
});

describe('required fields', () => {
  const person = { email: 'a@b.test', phone: '555', address: '1 Main', city: 'X', state: 'IL', zip: '60601' };
  const needs = { requireEmailAddress: true, phoneEnabled: true, homeAddressEnabled: true };
  it.each([
    ['everything there', person, null],
    ['no e-mail', { ...person, email: ' ' }, 'missing-email'],
    ['no phone', { ...person, phone: '' }, 'missing-phone'],
    ['no zip', { ...person, zip: '' }, 'missing-address'],
  ])('%s', (_name, who, expected) => {
    expect(missingRequiredField(needs, who)).toBe(expected);
  });
  it('what the campaign does not require may be missing', () => {
    expect(
      missingRequiredField(
        { requireEmailAddress: false, phoneEnabled: false, homeAddressEnabled: false },
        { ...person, email: '', phone: '', zip: '' },
      ),
    ).toBeNull();
  });
});

describe('lead limits (LimitLead per LimitLeadFreq within LimitLeadStart–End, campaign time zone)', () => {
  const limited = {
    limitLead: 5,
    limitLeadFreq: 'day',
    limitLeadStart: null,
    limitLeadEnd: null,
    timezone: 'America/Chicago',
  };
  it.each([
    ['a day starts at local midnight', limited, '2026-06-15T05:00:00.000Z'],
    ['a week starts on Monday', { ...limited, limitLeadFreq: 'week' }, '2026-06-15T05:00:00.000Z'],
    ['a month on the 1st', { ...limited, limitLeadFreq: 'month' }, '2026-06-01T05:00:00.000Z'],
    ['no limit', { ...limited, limitLead: null }, null],
    ['before the limit starts', { ...limited, limitLeadStart: '2026-06-16' }, null],
    ['after the limit ends', { ...limited, limitLeadEnd: '2026-06-14' }, null],
  ])('%s', (_name, campaign, expected) => {
    expect(limitPeriodStart(campaign, NOW)?.toISOString() ?? null).toBe(expected);
  });
  it.each([
    [4, false],
    [5, true],
  ])('%i leads so far today: reached %s', (count, expected) => {
    expect(limitReached(limited, count, NOW)).toBe(expected);
  });
});

describe('campaign dates and status (local days in its zone)', () => {
  // 22:00 on June 15 in Chicago, already June 16 in UTC.
  const lateEvening = new Date('2026-06-16T03:00:00Z');
  const running = {
    status: 'active',
    startDate: '2026-06-01',
    endDate: '2026-06-15',
    timezone: 'America/Chicago',
  };
  it.each([
    ['active, on its local end day (the next day in UTC)', running, null],
    ['paused', { ...running, status: 'paused' }, 'campaign-not-running'],
    ['not started yet', { ...running, startDate: '2026-06-16' }, 'outside-dates'],
    ['ended the day before', { ...running, endDate: '2026-06-14' }, 'outside-dates'],
    ['no dates: always inside', { ...running, startDate: null, endDate: null }, null],
  ])('%s', (_name, campaign, expected) => {
    expect(notRunningReason(campaign, lateEvening)).toBe(expected);
  });

  it('each zone its own day at one instant, and a new day at a later one (the day is remembered per instant)', () => {
    const endsJune15 = { ...running, endDate: '2026-06-15' };
    expect(notRunningReason(endsJune15, lateEvening)).toBeNull();
    expect(notRunningReason({ ...endsJune15, timezone: 'UTC' }, lateEvening)).toBe('outside-dates');
    expect(notRunningReason(endsJune15, lateEvening)).toBeNull();
    expect(notRunningReason(endsJune15, new Date('2026-06-16T06:00:00Z'))).toBe('outside-dates');
  });
});

describe('what a lead keeps', () => {
  const person = {
    key: 'p1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@x.test',
    emailMd5: 'm',
    phone: '555',
    address: '1 Main',
    city: 'X',
    state: 'IL',
    zip: '60601',
    attributes: { age: '25-34', income: '$150k+', gender: 'female' },
    business: {
      companyName: 'Co',
      jobTitle: 'CTO',
      businessEmail: 'ann@co.test',
      industry: 'Tools',
      companySize: '11-50',
    },
  };
  it('hides the phone when the client asks', () => {
    expect(leadFieldsOf({ module: 'local', clientHidePhone: true, targeting: {} }, person).phone).toBeNull();
  });
  it('B2B ID keeps the business contact; other modules do not', () => {
    expect(leadFieldsOf({ module: 'b2b', clientHidePhone: false, targeting: {} }, person)).toMatchObject({
      companyName: 'Co',
      jobTitle: 'CTO',
      businessEmail: 'ann@co.test',
    });
    expect(
      leadFieldsOf({ module: 'local', clientHidePhone: false, targeting: {} }, person).companyName,
    ).toBeNull();
  });
  it('Enhance ID keeps only the attributes the campaign chose', () => {
    const fields = leadFieldsOf(
      {
        module: 'enhance',
        clientHidePhone: false,
        targeting: { kind: 'enhance', attributes: ['age', 'income'] },
      },
      person,
    );
    expect(fields.attributes).toEqual({ age: '25-34', income: '$150k+' });
  });
});

describe('the decision for one visit (stage order)', () => {
  const campaign = {
    id: 1,
    companyId: 10,
    status: 'paused',
    startDate: null,
    endDate: null,
    timezone: 'America/Chicago',
    reidentificationType: 'never',
    applyReidentificationAll: false,
    requireEmailAddress: true,
    phoneEnabled: false,
    homeAddressEnabled: false,
    limitLead: 1,
    limitLeadFreq: 'day',
    limitLeadStart: null,
    limitLeadEnd: null,
  };
  const person = {
    key: 'p1',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.test',
    emailMd5: 'm1',
    phone: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    attributes: {},
    business: null,
  };
  const facts = {
    person,
    test: false,
    priorLeads: [],
    suppressionEntries: new Set<string>(),
    leadsInPeriod: 0,
    leadsFromAddress: 0,
    floodRules: { leadsPerIpPerDay: 3, velocityMultiplier: 5, velocityFloorPerHour: 30 },
    now: NOW,
  };
  it.each([
    ['nobody resolved', { ...facts, person: null }, 'unresolved'],
    [
      're-identified before suppressed',
      {
        ...facts,
        priorLeads: [{ campaignId: 1, companyId: 10, at: NOW }],
        suppressionEntries: new Set([suppressionKey('platform', 0, 'm1')]),
      },
      'reidentified',
    ],
    [
      'suppressed before the limit',
      { ...facts, suppressionEntries: new Set([suppressionKey('platform', 0, 'm1')]), leadsInPeriod: 5 },
      'suppressed',
    ],
    // Issue 12 item 4: the flood's fourth lead from one address.
    [
      'the address cap before the limit',
      { ...facts, leadsFromAddress: 3, leadsInPeriod: 1 },
      'ip-limit-reached',
    ],
    [
      'a visit without an address is not capped',
      { ...facts, leadsFromAddress: null, leadsInPeriod: 1 },
      'limit-reached',
    ],
    ['the limit before the status', { ...facts, leadsInPeriod: 1 }, 'limit-reached'],
    ['a paused campaign last', facts, 'campaign-not-running'],
    [
      'a test lead of a paused campaign at its limit goes through',
      { ...facts, test: true, leadsInPeriod: 9, leadsFromAddress: 9 },
      null,
    ],
    [
      'a test lead is still suppressed',
      { ...facts, test: true, suppressionEntries: new Set([suppressionKey('client', 10, 'm1')]) },
      'suppressed',
    ],
  ])('%s', (_name, visitFacts, expected) => {
    expect(decideVisit(campaign, visitFacts)).toBe(expected);
  });
});

// Issue 12 item 4: a campaign's leads of the last hour past several times its usual rate are held.
describe('velocity guard', () => {
  const rules = { leadsPerIpPerDay: 3, velocityMultiplier: 5, velocityFloorPerHour: 30 };
  it.each([
    ['a new campaign below the floor', { lastHour: 29, baseline: 0 }, false],
    ['a new campaign at the floor', { lastHour: 30, baseline: 0 }, true],
    ['10 an hour usually (1,680 a week): 49 in the last hour', { lastHour: 49, baseline: 1680 }, false],
    ['10 an hour usually (1,680 a week): 50 in the last hour', { lastHour: 50, baseline: 1680 }, true],
  ])('%s: held %s', (_name, pace, held) => {
    expect(heldByVelocity(pace, rules)).toBe(held);
  });
});
