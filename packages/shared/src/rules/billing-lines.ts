// What a billing run charges for one campaign and one period (issue 15 point 3; part 2 §1 terms,
// §3 costagency / rootcostagency / Cost module, §4 manual bill, §9 default term Weekly).
//
// Decisions, written down once:
// - The platform fee (PlatformFee, "one-time creative/set-up fee") is billed once, in the period the
//   campaign was activated in (its first billed period).
// - The minimum (MinCostMonth, "platform fee per period") is a fee ADDED every period the campaign
//   lived in, not a floor under the lead spend. No proration: a campaign that ran any part of a
//   period pays the whole minimum of that period.
// - Leads: billable leads of the period (lead charges; test leads never make one) × cost per lead.
// - Periods are local calendar dates [start, end) in the campaign's time zone: Weekly = Monday-start
//   weeks, Monthly = calendar months. One Time is billed once, when the campaign has ended (its end
//   date passed, or it was stopped or archived): the platform fee, one minimum and every lead from
//   its activation day to its last day.
// - Two levels: the client pays its agency's retail price (the campaign's stored price, taken from
//   the agency's costagency); the agency's wholesale price is the root's costagency for the module
//   and term (rootcostagency). On a client invoice the platform's share of a line is its wholesale
//   amount, never more than the line itself (a destination charge cannot take more than it charges);
//   a manual-bill agency is invoiced the full wholesale amounts of its clients' campaigns.
import { DateTime, IANAZone } from 'luxon';
import type { LeadModuleKind, PaymentTerm } from '../constants.ts';
import { moneyWordInSentence, platformFeeLabel } from '../money-words.ts';
import type { CampaignPriceCents } from './campaign-price.ts';
import { DEFAULT_CAMPAIGN_TIME_ZONE } from './campaign-status.ts';

/** The terms billing runs bill (Prepaid is the Data Wallet's). */
export const BILLED_TERMS = ['Weekly', 'Monthly', 'One Time'] as const;
export type BilledTerm = (typeof BILLED_TERMS)[number];
export const isBilledTerm = (term: string): term is BilledTerm =>
  (BILLED_TERMS as readonly string[]).includes(term);

/** Local calendar dates (yyyy-MM-dd) in a time zone; the period is [start, end). */
export type LocalPeriod = { start: string; end: string };

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (date: DateTime) => date.toISODate() ?? '';

/** The calendar day it is at `instant` in `timeZone`. */
export function localDateAt(instant: Date, timeZone: string): string {
  return iso(DateTime.fromJSDate(instant, { zone: timeZone }));
}

/** The Weekly or Monthly period a local date falls in. */
export function periodOfDate(term: 'Weekly' | 'Monthly', date: string): LocalPeriod {
  const start = term === 'Weekly' ? day(date).startOf('week') : day(date).startOf('month');
  return { start: iso(start), end: iso(start.plus(term === 'Weekly' ? { weeks: 1 } : { months: 1 })) };
}

/**
 * The billing period of `term` that holds `instant` in the campaign's zone. One Time has one period
 * only: from the local day of `activatedAt` to the day after the local day of `instant` (its end).
 */
export function billingPeriod(
  term: BilledTerm,
  instant: Date,
  timeZone: string,
  activatedAt: Date = instant,
): LocalPeriod {
  const date = localDateAt(instant, timeZone);
  if (term !== 'One Time') return periodOfDate(term, date);
  return { start: localDateAt(activatedAt, timeZone), end: iso(day(date).plus({ days: 1 })) };
}

/** The last Weekly or Monthly period that has ended at `now` in the zone (the one before today's). */
export function lastEndedPeriod(term: 'Weekly' | 'Monthly', now: Date, timeZone: string): LocalPeriod {
  const current = periodOfDate(term, localDateAt(now, timeZone));
  return periodOfDate(term, iso(day(current.start).minus({ days: 1 })));
}

/** The instants [from, until) of a local period: midnight at its start and end in the zone (DST-safe). */
export function periodBounds(period: LocalPeriod, timeZone: string): { from: Date; until: Date } {
  const midnight = (date: string) => DateTime.fromISO(date, { zone: timeZone }).startOf('day').toJSDate();
  return { from: midnight(period.start), until: midnight(period.end) };
}

const knownZones = new Map<string, boolean>();

/** The campaign's zone, or the system default when it is not a zone (issue 5). Checked once per zone. */
export function billingZone(timeZone: string): string {
  let valid = knownZones.get(timeZone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(timeZone);
    if (knownZones.size < 1000) knownZones.set(timeZone, valid);
  }
  return valid ? timeZone : DEFAULT_CAMPAIGN_TIME_ZONE;
}

/** A One Time campaign that ended longer ago than this is not looked at again (the run is hourly). */
export const ONE_TIME_LOOKBACK_DAYS = 31;

export type CampaignLife = {
  term: BilledTerm;
  timeZone: string;
  /** When it was first activated. */
  activatedAt: Date;
  /** When it stopped running for good (stopped, archived, or midnight after its end date); null while it runs. */
  endedAt: Date | null;
};

/** When a campaign stopped running: its stop or archive, or the midnight after its end date (the earlier). */
export function campaignEndedAt(
  campaign: {
    status: string;
    stoppedAt: Date | null;
    archivedAt: Date | null;
    updatedAt: Date;
    endDate: string | null;
    /** A removed campaign is billed up to its removal, then never again. */
    removedAt?: Date | null;
  },
  timeZone: string,
): Date | null {
  const ends: Date[] = [];
  if (campaign.removedAt) ends.push(campaign.removedAt);
  if (campaign.status === 'stopped' || campaign.status === 'archived')
    ends.push(campaign.stoppedAt ?? campaign.archivedAt ?? campaign.updatedAt);
  if (campaign.endDate)
    ends.push(
      periodBounds({ start: campaign.endDate, end: iso(day(campaign.endDate).plus({ days: 1 })) }, timeZone)
        .until,
    );
  if (ends.length === 0) return null;
  return new Date(Math.min(...ends.map((end) => end.getTime())));
}

/**
 * The period a run at `now` bills for a campaign, or null: Weekly and Monthly bill the last period
 * that has ended in the campaign's zone if the campaign ran during some of it; One Time bills its
 * one period once it has ended (within the lookback).
 */
export function periodToBill(
  campaign: CampaignLife,
  now: Date,
): { period: LocalPeriod; firstPeriod: boolean } | null {
  const zone = campaign.timeZone;
  const { activatedAt, endedAt } = campaign;
  if (campaign.term === 'One Time') {
    if (!endedAt || endedAt > now) return null;
    if (now.getTime() - endedAt.getTime() > ONE_TIME_LOOKBACK_DAYS * 86_400_000) return null;
    if (endedAt <= activatedAt) return null;
    const period = billingPeriod('One Time', new Date(endedAt.getTime() - 1), zone, activatedAt);
    return { period, firstPeriod: true };
  }
  const period = lastEndedPeriod(campaign.term, now, zone);
  const { from, until } = periodBounds(period, zone);
  if (activatedAt >= until) return null;
  if (endedAt && endedAt <= from) return null;
  return { period, firstPeriod: billingPeriod(campaign.term, activatedAt, zone).start === period.start };
}

export type BillingLineKind = 'platform_fee' | 'minimum' | 'leads';

export type BillingLine = {
  kind: BillingLineKind;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  wholesaleCents: number;
};

export type CampaignPeriodFacts = {
  /** Names the campaign on its lines (the agency invoice prefixes the client). */
  label: string;
  module: LeadModuleKind;
  term: BilledTerm;
  /** The campaign's stored price (the agency's retail price for its client). */
  retail: CampaignPriceCents;
  /** The root's price for the module and term (rootcostagency): what the agency owes the platform. */
  wholesale: CampaignPriceCents;
  /** The period the campaign was activated in: the platform fee is billed in it (One Time: always). */
  firstPeriod: boolean;
  /** Billable leads of the period. */
  leads: number;
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type PricedLine = {
  kind: BillingLineKind;
  description: string;
  quantity: number;
  retail: number;
  wholesale: number;
};

/** Every line the period could carry, with the retail and the wholesale unit price of each. */
function pricedLines(facts: CampaignPeriodFacts): PricedLine[] {
  const { retail, wholesale, label } = facts;
  const lines: PricedLine[] = [];
  if (facts.firstPeriod || facts.term === 'One Time')
    lines.push({
      kind: 'platform_fee',
      description: `${label}: ${moneyWordInSentence('setupFee')}`,
      quantity: 1,
      retail: retail.platformFeeCents,
      wholesale: wholesale.platformFeeCents,
    });
  lines.push({
    kind: 'minimum',
    description: `${label}: ${platformFeeLabel(facts.term as PaymentTerm).toLowerCase()}`,
    quantity: 1,
    retail: retail.minCostCents,
    wholesale: wholesale.minCostCents,
  });
  if (facts.leads > 0)
    lines.push({
      kind: 'leads',
      description: `${label}: ${facts.leads} ${facts.leads === 1 ? 'lead' : 'leads'}`,
      quantity: facts.leads,
      retail: retail.costPerLeadCents,
      wholesale: wholesale.costPerLeadCents,
    });
  return lines;
}

/**
 * The client's lines: its agency's retail price; `wholesaleCents` is the platform's share of each
 * line (the root's price, capped at the line). Lines of nothing are left out.
 */
export function clientBillingLines(facts: CampaignPeriodFacts): BillingLine[] {
  return pricedLines(facts)
    .map((line) => {
      const amountCents = line.quantity * line.retail;
      return {
        kind: line.kind,
        description: `${line.description}${line.quantity > 1 ? ` × ${dollars(line.retail)}` : ''}`,
        quantity: line.quantity,
        unitCents: line.retail,
        amountCents,
        wholesaleCents: Math.min(line.quantity * line.wholesale, amountCents),
      };
    })
    .filter((line) => line.amountCents > 0);
}

/** A manual-bill agency's lines for one of its clients' campaigns: the root's wholesale price. */
export function agencyBillingLines(facts: CampaignPeriodFacts): BillingLine[] {
  return pricedLines(facts)
    .map((line) => ({
      kind: line.kind,
      description: `${line.description}${line.quantity > 1 ? ` × ${dollars(line.wholesale)}` : ''}`,
      quantity: line.quantity,
      unitCents: line.wholesale,
      amountCents: line.quantity * line.wholesale,
      wholesaleCents: 0,
    }))
    .filter((line) => line.amountCents > 0);
}

/** The billing key of an invoice (billing contract): level, payer, term, zone and period start. */
export const billingKeyOf = (
  level: 'client' | 'agency',
  payerCompanyId: number,
  term: BilledTerm,
  timeZone: string,
  periodStart: string,
) => `${level}:${payerCompanyId}:${term}:${timeZone}:${periodStart}`;
