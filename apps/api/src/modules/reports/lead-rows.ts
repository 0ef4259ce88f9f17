// The lead row every lead list answers with (contracts/reports.ts leadReportRow): leads joined to
// their campaign and its client company, and one page of them under any WHERE and order.
import type { LeadReportResponse, LeadScoreSummary, ScoreReason } from '@lead/shared';
import { lastPageOf } from '@lead/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { campaigns, companies, leads } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { journeySummaryColumn, type RawJourneySummary } from '../lead-journey/journey-sql.ts';
import { journeySummaryOf } from '../lead-journey/journey-summary.ts';

export const leadRowColumns = {
  id: leads.id,
  created_at: leads.createdAt,
  leadspeek_api_id: campaigns.leadspeekApiId,
  campaign_name: campaigns.campaignName,
  module: leads.module,
  client_company_id: companies.id,
  client_company_name: companies.companyName,
  first_name: leads.firstName,
  last_name: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  address: leads.address,
  city: leads.city,
  state: leads.state,
  zip: leads.zip,
  company_name: leads.companyName,
  job_title: leads.jobTitle,
  business_email: leads.businessEmail,
  keyword: leads.keyword,
  price_cents: leads.priceCents,
  source: leads.source,
  // Issue 25 item 1: what the visitor did on the site, read from its page views.
  journey: journeySummaryColumn(),
  // Issue 25 item 2: the score the pipeline, a re-scoring or the refresh last wrote.
  score: leads.score,
  score_tags: leads.scoreTags,
  score_reasons: leads.scoreReasons,
};

type ScoreColumns = { score: number | null; score_tags: string[]; score_reasons: ScoreReason[] | null };

/** The row's score in the contract's shape: null for a lead never scored. */
export function leadScoreOf(row: ScoreColumns): LeadScoreSummary | null {
  if (row.score === null) return null;
  return { value: row.score, tags: row.score_tags, reasons: row.score_reasons ?? [] };
}

/** A list narrowed to leads scoring at least score_min, or carrying the tag (issue 25 item 2). */
export function scoreFilter(query: { score_min?: number | undefined; tag?: string | undefined }): SQL[] {
  return [
    ...(query.score_min === undefined ? [] : [sql`${leads.score} >= ${query.score_min}`]),
    ...(query.tag ? [sql`${query.tag} = any(${leads.scoreTags})`] : []),
  ];
}

/** A selected lead row as the contract writes it: ISO times, the journey and score in their shapes. */
export function leadRowOf<Row extends LeadRowSelected>(row: Row) {
  const { score_tags: _tags, score_reasons: _reasons, ...rest } = row;
  return {
    ...rest,
    created_at: row.created_at.toISOString(),
    journey: journeySummaryOf(row.journey),
    score: leadScoreOf(row),
  };
}

type LeadRowSelected = {
  created_at: Date;
  journey: RawJourneySummary | null;
} & ScoreColumns;

/** SELECT … FROM leads ⋈ campaigns ⋈ companies; conditions may use all three tables. */
export const selectLeadRows = <Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Queryable,
  extra: Extra = {} as Extra,
) =>
  db
    .select({ ...leadRowColumns, ...extra })
    .from(leads)
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId));

/** Newest first: the order of every list that is not sorted, and of every CSV. */
export const newestLeadsFirst = (): SQL[] => [desc(leads.createdAt), desc(leads.id)];

export async function leadPage(
  db: Queryable,
  selection: SQL,
  orderBy: SQL[],
  query: { Page: number; PerPage: number; score_min?: number | undefined; tag?: string | undefined },
): Promise<LeadReportResponse> {
  const where = and(selection, ...scoreFilter(query)) as SQL;
  const [rows, [counted]] = await Promise.all([
    selectLeadRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.PerPage)
      .offset((query.Page - 1) * query.PerPage),
    db
      .select({ total: count() })
      .from(leads)
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    current_page: query.Page,
    per_page: query.PerPage,
    total,
    last_page: lastPageOf(total, query.PerPage),
    data: rows.map(leadRowOf),
  };
}
