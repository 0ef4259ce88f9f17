import { describe, expect, it } from 'vitest';
import type { LeadModuleKind } from '../constants.ts';
import { type CostAgency, costField, emptyCostAgency } from './agency-cost.ts';
import {
  agencyBillingLines,
  type BilledTerm,
  billingKeyOf,
  billingPeriod,
  billingZone,
  type CampaignLife,
  type CampaignPeriodFacts,
  campaignEndedAt,
  clientBillingLines,
  lastEndedPeriod,
  localDateAt,
  periodBounds,
  periodToBill,
} from './billing-lines.ts';
import { campaignPrice } from './campaign-price.ts';

const price = (platformFeeCents: number, minCostCents: number, costPerLeadCents: number) => ({
  platformFeeCents,
  minCostCents,
  costPerLeadCents,
});

const facts = (over: Partial<CampaignPeriodFacts>): CampaignPeriodFacts => ({
  label: 'Spring sale',
  module: 'local',
  term: 'Weekly',
  retail: price(10_000, 5_000, 300),
  wholesale: price(4_000, 2_000, 100),
  firstPeriod: false,
  leads: 10,
  ...over,
});

const summary = (lines: ReturnType<typeof clientBillingLines>) =>
  lines.map((line) => [line.kind, line.quantity, line.unitCents, line.amountCents, line.wholesaleCents]);

// part 2 §3 costagency: PlatformFee = one-time set-up fee, MinCostMonth = platform fee per period,
// Costperlead; issue 15 point 3: "the platform (set-up) fee once, the minimum per period, and cost
// per lead × billable leads of the period"; the client pays retail, the agency owes wholesale.
describe('client lines (retail, with the platform share of each line)', () => {
  it.each<[string, Partial<CampaignPeriodFacts>, (string | number)[][]]>([
    [
      '§3 first period: set-up fee once, the minimum, leads × cost per lead',
      { firstPeriod: true },
      [
        ['platform_fee', 1, 10_000, 10_000, 4_000],
        ['minimum', 1, 5_000, 5_000, 2_000],
        ['leads', 10, 300, 3_000, 1_000],
      ],
    ],
    [
      '§3 later period: no set-up fee; the minimum is added, not a floor under lead spend',
      {},
      [
        ['minimum', 1, 5_000, 5_000, 2_000],
        ['leads', 10, 300, 3_000, 1_000],
      ],
    ],
    [
      'zero leads: the minimum only (no proration, no lead line)',
      { leads: 0 },
      [['minimum', 1, 5_000, 5_000, 2_000]],
    ],
    [
      'issue 15 point 3 "test leads never": the caller counts lead charges only; 0 → no lead line',
      { leads: 0, firstPeriod: true },
      [
        ['platform_fee', 1, 10_000, 10_000, 4_000],
        ['minimum', 1, 5_000, 5_000, 2_000],
      ],
    ],
    [
      '§1 One Time: billed once, set-up fee + one minimum + every lead',
      { term: 'One Time', firstPeriod: false, leads: 40 },
      [
        ['platform_fee', 1, 10_000, 10_000, 4_000],
        ['minimum', 1, 5_000, 5_000, 2_000],
        ['leads', 40, 300, 12_000, 4_000],
      ],
    ],
    [
      '§9 default amounts 0: a free campaign yields no line at all',
      { retail: price(0, 0, 0), wholesale: price(0, 0, 0), firstPeriod: true },
      [],
    ],
    [
      'agency sells under the root price: the platform share never exceeds the line',
      { retail: price(0, 1_000, 50), wholesale: price(4_000, 2_000, 100) },
      [
        ['minimum', 1, 1_000, 1_000, 1_000],
        ['leads', 10, 50, 500, 500],
      ],
    ],
  ])('%s', (_name, over, expected) => {
    expect(summary(clientBillingLines(facts(over)))).toEqual(expected);
  });

  it('margin = retail − wholesale is never negative on any line', () => {
    for (const line of clientBillingLines(
      facts({ retail: price(1, 2, 3), wholesale: price(9, 9, 9), firstPeriod: true }),
    ))
      expect(line.amountCents - line.wholesaleCents).toBeGreaterThanOrEqual(0);
  });

  it('describes each line by campaign and term wording (§4 price modal: per week / per month)', () => {
    expect(clientBillingLines(facts({ firstPeriod: true })).map((line) => line.description)).toEqual([
      'Spring sale: set-up fee',
      'Spring sale: platform fee per week',
      'Spring sale: 10 leads × $3.00',
    ]);
    expect(clientBillingLines(facts({ term: 'Monthly', leads: 1 }))[0]?.description).toBe(
      'Spring sale: platform fee per month',
    );
  });
});

// §4 manual bill: "all campaigns are billed wholesale to the agency's card" (rootcostagency).
describe('agency lines (manual bill: wholesale, the whole amount)', () => {
  it.each<[string, Partial<CampaignPeriodFacts>, (string | number)[][]]>([
    [
      'first period: wholesale set-up fee, minimum and leads',
      { firstPeriod: true },
      [
        ['platform_fee', 1, 4_000, 4_000, 0],
        ['minimum', 1, 2_000, 2_000, 0],
        ['leads', 10, 100, 1_000, 0],
      ],
    ],
    [
      'even when the agency sells under it, the agency owes the full wholesale',
      { retail: price(0, 0, 0) },
      [
        ['minimum', 1, 2_000, 2_000, 0],
        ['leads', 10, 100, 1_000, 0],
      ],
    ],
    ['root minimum 0 and no leads: nothing owed', { wholesale: price(0, 0, 100), leads: 0 }, []],
  ])('%s', (_name, over, expected) => {
    expect(summary(agencyBillingLines(facts(over)))).toEqual(expected);
  });
});

// §3 "per module and per term three amounts", rootcostagency = minimums: term × module × level.
describe('term × module × level from costagency and rootcostagency', () => {
  const costs = (platformFee: string, min: string, cpl: string): CostAgency => {
    const table = emptyCostAgency();
    for (const module of Object.keys(table) as LeadModuleKind[])
      for (const term of ['Weekly', 'Monthly', 'OneTime'] as const) {
        const amounts = table[module][term];
        amounts[costField(module, 'PlatformFee')] = platformFee;
        amounts[costField(module, 'MinCostMonth')] = term === 'Monthly' ? String(Number(min) * 4) : min;
        amounts[costField(module, 'Costperlead')] = cpl;
      }
    return table;
  };
  const agency = costs('100', '50', '3');
  const root = costs('40', '20', '4');
  const modules: LeadModuleKind[] = ['local', 'locator', 'enhance', 'b2b'];
  const terms: BilledTerm[] = ['Weekly', 'Monthly', 'One Time'];
  const rows = modules.flatMap((module) => terms.map((term) => [module, term] as const));
  it.each(rows)('%s × %s', (module, term) => {
    const retail = campaignPrice(agency, root, module, term);
    const wholesale = campaignPrice(root, root, module, term);
    const period = facts({ module, term, retail, wholesale, firstPeriod: true, leads: 2 });
    const minimum = term === 'Monthly' ? 20_000 : 5_000;
    const rootMinimum = term === 'Monthly' ? 8_000 : 2_000;
    // §5: an enhance or b2b cost per lead under the root's is raised to the root's ($4).
    const cpl = module === 'enhance' || module === 'b2b' ? 400 : 300;
    expect(summary(clientBillingLines(period))).toEqual([
      ['platform_fee', 1, 10_000, 10_000, 4_000],
      ['minimum', 1, minimum, minimum, rootMinimum],
      ['leads', 2, cpl, 2 * cpl, Math.min(800, 2 * cpl)],
    ]);
    expect(summary(agencyBillingLines(period))).toEqual([
      ['platform_fee', 1, 4_000, 4_000, 0],
      ['minimum', 1, rootMinimum, rootMinimum, 0],
      ['leads', 2, 400, 800, 0],
    ]);
  });
});

// §1 terms, issue 15 "Periods follow the campaign's time zone".
describe('billing periods', () => {
  it.each<[string, BilledTerm, string, string, string, string]>([
    [
      'Weekly: Monday-start week (a Wednesday)',
      'Weekly',
      '2026-11-18T15:00:00Z',
      'America/Chicago',
      '2026-11-16',
      '2026-11-23',
    ],
    [
      'Weekly: Sunday 23:30 local is still the old week',
      'Weekly',
      '2026-11-23T05:30:00Z',
      'America/Chicago',
      '2026-11-16',
      '2026-11-23',
    ],
    [
      'Weekly: Monday 00:30 local is the new week',
      'Weekly',
      '2026-11-23T06:30:00Z',
      'America/Chicago',
      '2026-11-23',
      '2026-11-30',
    ],
    [
      'Weekly: the same instant is already Monday in Auckland',
      'Weekly',
      '2026-11-22T12:30:00Z',
      'Pacific/Auckland',
      '2026-11-23',
      '2026-11-30',
    ],
    [
      'Weekly: … and still Sunday in Chicago',
      'Weekly',
      '2026-11-22T12:30:00Z',
      'America/Chicago',
      '2026-11-16',
      '2026-11-23',
    ],
    [
      'Monthly: calendar month',
      'Monthly',
      '2026-02-14T12:00:00Z',
      'America/Chicago',
      '2026-02-01',
      '2026-03-01',
    ],
    [
      'Monthly: 1 March 00:30 local in Auckland is Feb in UTC',
      'Monthly',
      '2026-02-28T11:30:00Z',
      'Pacific/Auckland',
      '2026-03-01',
      '2026-04-01',
    ],
    [
      'Monthly: December rolls into the next year',
      'Monthly',
      '2026-12-31T12:00:00Z',
      'America/Chicago',
      '2026-12-01',
      '2027-01-01',
    ],
    [
      'Weekly: week over the US DST end (1 Nov 2026)',
      'Weekly',
      '2026-11-01T12:00:00Z',
      'America/Chicago',
      '2026-10-26',
      '2026-11-02',
    ],
    [
      'Weekly: week over the NZ DST start (27 Sep 2026)',
      'Weekly',
      '2026-09-26T12:00:00Z',
      'Pacific/Auckland',
      '2026-09-21',
      '2026-09-28',
    ],
  ])('%s', (_name, term, instant, zone, start, end) => {
    expect(billingPeriod(term, new Date(instant), zone)).toEqual({ start, end });
  });

  it('One Time: from the activation day to the day after its last day', () => {
    expect(
      billingPeriod(
        'One Time',
        new Date('2026-11-20T03:00:00Z'),
        'America/Chicago',
        new Date('2026-11-03T15:00:00Z'),
      ),
    ).toEqual({ start: '2026-11-03', end: '2026-11-20' });
  });

  it.each<[string, string, string, string, string]>([
    // The bounds are local midnights: 169 hours over the US DST end, 167 over the NZ DST start.
    ['2026-10-26', '2026-11-02', 'America/Chicago', '2026-10-26T05:00:00.000Z', '2026-11-02T06:00:00.000Z'],
    ['2026-09-21', '2026-09-28', 'Pacific/Auckland', '2026-09-20T12:00:00.000Z', '2026-09-27T11:00:00.000Z'],
    ['2026-11-16', '2026-11-23', 'Pacific/Auckland', '2026-11-15T11:00:00.000Z', '2026-11-22T11:00:00.000Z'],
    ['2026-11-16', '2026-11-23', 'America/Chicago', '2026-11-16T06:00:00.000Z', '2026-11-23T06:00:00.000Z'],
  ])('bounds of [%s, %s) in %s', (start, end, zone, from, until) => {
    const bounds = periodBounds({ start, end }, zone);
    expect([bounds.from.toISOString(), bounds.until.toISOString()]).toEqual([from, until]);
  });

  it.each<[string, 'Weekly' | 'Monthly', string, string, string]>([
    [
      'Monday 01:00 Chicago: last week has ended',
      'Weekly',
      '2026-11-23T07:00:00Z',
      'America/Chicago',
      '2026-11-16',
    ],
    [
      'Sunday 23:00 Chicago: the week before last',
      'Weekly',
      '2026-11-23T05:00:00Z',
      'America/Chicago',
      '2026-11-09',
    ],
    [
      'same instant, Monday 18:00 in Auckland: last week ended',
      'Weekly',
      '2026-11-23T05:00:00Z',
      'Pacific/Auckland',
      '2026-11-16',
    ],
    ['1 Dec Chicago: November ended', 'Monthly', '2026-12-01T07:00:00Z', 'America/Chicago', '2026-11-01'],
  ])('last ended period: %s', (_name, term, now, zone, start) => {
    expect(lastEndedPeriod(term, new Date(now), zone).start).toBe(start);
  });

  it('local date of an instant', () => {
    expect(localDateAt(new Date('2026-11-22T12:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-23');
  });

  it('billing key follows the contract', () => {
    expect(billingKeyOf('client', 7, 'Weekly', 'America/Chicago', '2026-11-16')).toBe(
      'client:7:Weekly:America/Chicago:2026-11-16',
    );
  });
});

// Which period a run bills (issue 15 point 3: "Periods follow the campaign's time zone").
describe('periodToBill', () => {
  const at = (text: string) => new Date(text);
  const mondayChicago = at('2026-11-23T07:00:00Z'); // Monday 01:00 in Chicago, 20:00 in Auckland
  it.each<[string, Partial<CampaignLife>, Date, string | null, boolean?]>([
    [
      'activated mid-week: its first week, with the set-up fee',
      { activatedAt: at('2026-11-18T15:00:00Z') },
      mondayChicago,
      '2026-11-16',
      true,
    ],
    [
      'activated weeks ago: last week, no set-up fee',
      { activatedAt: at('2026-10-01T15:00:00Z') },
      mondayChicago,
      '2026-11-16',
      false,
    ],
    [
      'activated this week: nothing has ended yet',
      { activatedAt: at('2026-11-23T06:30:00Z') },
      mondayChicago,
      null,
    ],
    [
      'stopped before last week: nothing',
      { activatedAt: at('2026-10-01T15:00:00Z'), endedAt: at('2026-11-15T12:00:00Z') },
      mondayChicago,
      null,
    ],
    [
      'stopped during last week: the whole minimum (no proration)',
      { activatedAt: at('2026-10-01T15:00:00Z'), endedAt: at('2026-11-17T12:00:00Z') },
      mondayChicago,
      '2026-11-16',
      false,
    ],
    [
      'Monthly: the month before',
      { term: 'Monthly', activatedAt: at('2026-10-01T15:00:00Z') },
      at('2026-12-01T07:00:00Z'),
      '2026-11-01',
      false,
    ],
    [
      'One Time still running: not yet',
      { term: 'One Time', activatedAt: at('2026-11-03T15:00:00Z') },
      mondayChicago,
      null,
    ],
    [
      'One Time ended: billed once from activation',
      { term: 'One Time', activatedAt: at('2026-11-03T15:00:00Z'), endedAt: at('2026-11-20T06:00:00Z') },
      mondayChicago,
      '2026-11-03',
      true,
    ],
    [
      'One Time ended over a month ago: not looked at again',
      { term: 'One Time', activatedAt: at('2026-09-03T15:00:00Z'), endedAt: at('2026-10-01T06:00:00Z') },
      mondayChicago,
      null,
    ],
  ])('%s', (_name, over, now, start, first) => {
    const life: CampaignLife = {
      term: 'Weekly',
      timeZone: 'America/Chicago',
      activatedAt: now,
      endedAt: null,
      ...over,
    };
    const bill = periodToBill(life, now);
    expect(bill?.period.start ?? null).toBe(start);
    if (first !== undefined) expect(bill?.firstPeriod).toBe(first);
  });

  it('at the same instant Auckland has finished the week, Chicago has not', () => {
    const sundayNightChicago = at('2026-11-23T05:00:00Z'); // Sunday 23:00 Chicago, Monday 18:00 Auckland
    const life = (timeZone: string): CampaignLife => ({
      term: 'Weekly',
      timeZone,
      activatedAt: at('2026-11-17T00:00:00Z'),
      endedAt: null,
    });
    expect(periodToBill(life('Pacific/Auckland'), sundayNightChicago)?.period).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
    });
    expect(periodToBill(life('America/Chicago'), sundayNightChicago)).toBeNull();
  });

  it('ends at the earlier of a stop and the midnight after the end date, in the zone', () => {
    const base = {
      status: 'active',
      stoppedAt: null,
      archivedAt: null,
      updatedAt: at('2026-11-01T00:00:00Z'),
      endDate: null,
    };
    expect(campaignEndedAt(base, 'America/Chicago')).toBeNull();
    expect(campaignEndedAt({ ...base, endDate: '2026-11-19' }, 'America/Chicago')?.toISOString()).toBe(
      '2026-11-20T06:00:00.000Z',
    );
    expect(campaignEndedAt({ ...base, endDate: '2026-11-19' }, 'Pacific/Auckland')?.toISOString()).toBe(
      '2026-11-19T11:00:00.000Z',
    );
    expect(
      campaignEndedAt(
        { ...base, status: 'stopped', stoppedAt: at('2026-11-10T00:00:00Z'), endDate: '2026-11-19' },
        'America/Chicago',
      )?.toISOString(),
    ).toBe('2026-11-10T00:00:00.000Z');
    // Issue 15 point 6: a removed campaign is billed up to its removal, then never again.
    expect(
      campaignEndedAt(
        { ...base, removedAt: at('2026-11-12T15:00:00Z'), endDate: '2026-11-19' },
        'America/Chicago',
      )?.toISOString(),
    ).toBe('2026-11-12T15:00:00.000Z');
  });

  it('an unknown zone bills in the system default zone', () => {
    expect(billingZone('Mars/Olympus')).toBe('America/Chicago');
    expect(billingZone('Pacific/Auckland')).toBe('Pacific/Auckland');
  });
});
