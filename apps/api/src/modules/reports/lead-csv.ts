// Leads as a CSV file, newest first, read in keyset batches and streamed: a big export never sits in
// memory whole, and every check and the first query ran before the first byte (bad input still
// answers 404/422).
import { MONEY_WORDS, moduleDisplayName, scoreReasonLine } from '@lead/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { leads } from '../../db/schema/index.ts';
import { csvDownload } from '../../platform/csv-download.ts';
import type { Queryable } from '../../platform/db.ts';
import { journeySummaryOf } from '../lead-journey/journey-summary.ts';
import { leadScoreOf, newestLeadsFirst, selectLeadRows } from './lead-rows.ts';

/** A spreadsheet-sized cap: larger exports narrow the range or the search first. */
export const LEAD_CSV_MAX_ROWS = 100_000;
const BATCH_SIZE = 1_000;

/** Issue 25 item 1: the visitor's journey (blank for leads without page views). */
const JOURNEY_CSV_COLUMNS = [
  'First seen',
  'Last seen',
  'Visits',
  'Pages viewed',
  'Time on site (seconds)',
  'Referrer',
  'Landing page',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
];

export const LEAD_CSV_COLUMNS = [
  'Date',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip',
  'Company',
  'Job title',
  'Business e-mail',
  'Keyword',
  'Campaign',
  'Campaign ID',
  'Client',
  'Module',
  // The lead's own price: what the campaign charges per lead.
  MONEY_WORDS.costPerLead,
  // A test lead (send-test-lead) is never billed: the file says which rows are not real leads.
  'Test lead',
  ...JOURNEY_CSV_COLUMNS,
  // Issue 25 item 2: blank for leads without page views.
  'Score',
  'Score tags',
  'Score reasons',
];

type CsvLead = Awaited<ReturnType<typeof batchOf>>[number];

/** One batch after the cursor; the cursor is the row's exact timestamp as text (JS dates drop microseconds). */
function batchOf(db: Queryable, where: SQL, after: { at: string; id: number } | null, limit: number) {
  const keyset = after
    ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id})`
    : undefined;
  return selectLeadRows(db, { cursor_at: sql<string>`${leads.createdAt}::text` })
    .where(and(where, keyset))
    .orderBy(...newestLeadsFirst())
    .limit(limit);
}

const localTime = (at: Date, zone: string) =>
  DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd HH:mm:ss');

/** The score, its tags and its reasons ("+30 Viewed /pricing; +20 Seen in the last 7 days"). */
function scoreCells(row: CsvLead): string[] {
  const score = leadScoreOf(row);
  if (!score) return ['', '', ''];
  return [String(score.value), score.tags.join(', '), score.reasons.map(scoreReasonLine).join('; ')];
}

/** The journey's cells, in LEAD_CSV_COLUMNS' order; blank without page views. */
function journeyCells(row: CsvLead, zone: string): string[] {
  const journey = journeySummaryOf(row.journey);
  if (!journey) return JOURNEY_CSV_COLUMNS.map(() => '');
  return [
    localTime(new Date(journey.first_seen_at), zone),
    localTime(new Date(journey.last_seen_at), zone),
    String(journey.visits),
    String(journey.page_views),
    String(journey.time_on_site_seconds),
    journey.referrer ?? '',
    journey.landing_page ?? '',
    journey.utm_source ?? '',
    journey.utm_medium ?? '',
    journey.utm_campaign ?? '',
    journey.utm_term ?? '',
    journey.utm_content ?? '',
  ];
}

function csvRecord(row: CsvLead, zone: string): string[] {
  return [
    localTime(row.created_at, zone),
    row.first_name ?? '',
    row.last_name ?? '',
    row.email ?? '',
    row.phone ?? '',
    row.address ?? '',
    row.city ?? '',
    row.state ?? '',
    row.zip ?? '',
    row.company_name ?? '',
    row.job_title ?? '',
    row.business_email ?? '',
    row.keyword ?? '',
    row.campaign_name,
    row.leadspeek_api_id,
    row.client_company_name,
    moduleDisplayName(row.module),
    (row.price_cents / 100).toFixed(2),
    row.source === 'test' ? 'yes' : '',
    ...journeyCells(row, zone),
    ...scoreCells(row),
  ];
}

/** The CSV stream of the leads under `where`, dates in the viewer's zone. */
export function leadCsv(db: Queryable, where: SQL, zone: string, onError: (error: Error) => void) {
  return csvDownload<CsvLead>({
    columns: LEAD_CSV_COLUMNS,
    batchAfter: (after, limit) =>
      batchOf(db, where, after ? { at: after.cursor_at, id: after.id } : null, limit),
    record: (row) => csvRecord(row, zone),
    maxRows: LEAD_CSV_MAX_ROWS,
    batchSize: BATCH_SIZE,
    onError,
  });
}

/** A file name from words: lower case, dashes, nothing a header could choke on. */
export const csvFileName = (...words: string[]) =>
  `${words
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}.csv`;
