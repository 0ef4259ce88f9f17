// The platform summary's lead and page-view figures over a range and the range before, read from the
// leads and visits themselves (platform-figures-live.ts) or from the platform's quarter-hour rollup
// (platform-figures-rollup.ts). Both answer the same shape, and a test holds them equal.

import type { LeadModuleKind } from '@lead/shared';

export type PlatformFigures = {
  /** Leads and spend per local day (yyyy-MM-dd) of the range and module. */
  perDay: { date: string; module: LeadModuleKind; leads: number; spendCents: number }[];
  previousLeads: number;
  previousSpendCents: number;
  /** Clients, and their sellers (an agency, or the platform itself), with a lead in the range. */
  clients: number;
  sellers: number;
  /** The pixel's page views received in the range, those that are leads now, and the range before's. */
  visits: number;
  visitLeads: number;
  previousVisits: number;
};

/** The instants a report reads: the range before starts at `since`, the range at `from`, both end at `until`. */
export type FigureBounds = { since: Date; from: Date; until: Date };
