// The batch's writes as one statement each, the rows passed as one typed array per column
// (platform/sql-rows.ts): building a 500-row insert through the query builder cost more than the
// database's work.
import type { LeadScore } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { rowsRelation } from '../../platform/sql-rows.ts';
import { scoreColumnsOf } from '../lead-score/score-leads.ts';
import type { LeadFields } from './stages/lead-values.ts';

export type NewLead = LeadFields & {
  visitId: number;
  /** The visit's received time exactly as stored (ClaimedVisit's key): the lead's month and key. */
  receivedAt: string;
  campaignId: number;
  companyId: number;
  module: string;
  personKey: string;
  source: string;
  keyword: string | null;
  sourceUrl: string | null;
  priceCents: number;
  /** Issue 25 item 2: the score of its browser's journey, scored before it is stored. */
  score?: LeadScore | null;
};

export type StoredLead = {
  id: number;
  visitId: number;
  campaignId: number;
  companyId: number;
  priceCents: number;
  source: string;
  /** The lead's month key exactly (received_at as text): what its charge is kept under. */
  receivedAtKey: string;
};

/** The columns of a new lead as insertLeads sends them (its score's tags as a JSON array). */
const LEAD_COLUMNS = {
  visit_id: 'bigint',
  received_at: 'timestamptz',
  campaign_id: 'int',
  company_id: 'int',
  module: 'text',
  person_key: 'text',
  source: 'text',
  keyword: 'text',
  source_url: 'text',
  price_cents: 'int',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  email_md5: 'text',
  phone: 'text',
  address: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  company_name: 'text',
  job_title: 'text',
  business_email: 'text',
  attributes: 'jsonb',
  score: 'smallint',
  score_tags: 'jsonb',
  score_reasons: 'jsonb',
  score_changes_at: 'timestamptz',
} as const;

/**
 * Inserts the leads (a visit that already has one keeps it) and, in the same statement, one charge
 * per billable lead inserted, never a second (a lead's id, company and month are its key); answers
 * the leads inserted. The charge is dated `chargedAt` (a released held lead keeps the time it was
 * held, its charge is of the release).
 */
export async function insertLeads(
  db: Queryable,
  created: NewLead[],
  now: Date,
  chargedAt: Date = now,
): Promise<StoredLead[]> {
  if (created.length === 0) return [];
  const rows = created.map((lead) => ({
    visit_id: lead.visitId,
    received_at: lead.receivedAt,
    campaign_id: lead.campaignId,
    company_id: lead.companyId,
    module: lead.module,
    person_key: lead.personKey,
    source: lead.source,
    keyword: lead.keyword,
    source_url: lead.sourceUrl,
    price_cents: lead.priceCents,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    email_md5: lead.emailMd5,
    phone: lead.phone,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    company_name: lead.companyName,
    job_title: lead.jobTitle,
    business_email: lead.businessEmail,
    attributes: lead.attributes,
    ...scoreColumnsOf(lead.score ?? null),
  }));
  const result = await db.execute<{
    id: string | number;
    visit_id: string | number;
    campaign_id: number;
    company_id: number;
    price_cents: number;
    source: string;
    received_at_key: string;
  }>(sql`with inserted as (insert into leads (visit_id, campaign_id, company_id, module, person_key, source, keyword, source_url,
      price_cents, first_name, last_name, email, email_md5, phone, address, city, state, zip, company_name,
      job_title, business_email, attributes, score, score_tags, score_reasons, score_changes_at, created_at,
      received_at)
    select visit_id, campaign_id, company_id, module, person_key, source, keyword, source_url, price_cents,
      first_name, last_name, email, email_md5, phone, address, city, state, zip, company_name, job_title,
      business_email, attributes, score, array(select jsonb_array_elements_text(score_tags)), score_reasons,
      score_changes_at, ${now},
      received_at
    from ${rowsRelation('r', rows, LEAD_COLUMNS)}
    on conflict (visit_id, company_id, received_at) do nothing
    returning id, visit_id, campaign_id, company_id, price_cents, source, received_at
  ), charged as (
    insert into lead_charges (lead_id, company_id, campaign_id, amount_cents, created_at, lead_received_at)
    select id, company_id, campaign_id, price_cents, ${chargedAt}, received_at from inserted
    where source <> 'test'
    on conflict (lead_id, company_id, lead_received_at) do nothing
  )
  select id, visit_id, campaign_id, company_id, price_cents, source, received_at::text as received_at_key
  from inserted`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    visitId: Number(row.visit_id),
    campaignId: row.campaign_id,
    companyId: row.company_id,
    priceCents: row.price_cents,
    source: row.source,
    receivedAtKey: row.received_at_key,
  }));
}

export type NewHeldLead = {
  visitId: number;
  campaignId: number;
  companyId: number;
  personKey: string;
  emailMd5: string | null;
  priceCents: number;
};

/** Holds leads for review (issue 12 item 4): no lead, no charge, no delivery until released. */
export async function insertHeldLeads(db: Queryable, held: NewHeldLead[], now: Date): Promise<void> {
  if (held.length === 0) return;
  const rows = held.map((lead) => ({
    visit_id: lead.visitId,
    campaign_id: lead.campaignId,
    company_id: lead.companyId,
    person_key: lead.personKey,
    email_md5: lead.emailMd5,
    price_cents: lead.priceCents,
  }));
  await db.execute(sql`insert into held_leads (visit_id, campaign_id, company_id, person_key, email_md5,
      price_cents, held_at)
    select visit_id, campaign_id, company_id, person_key, email_md5, price_cents, ${now}
    from ${rowsRelation('r', rows, {
      visit_id: 'bigint',
      campaign_id: 'int',
      company_id: 'int',
      person_key: 'text',
      email_md5: 'text',
      price_cents: 'int',
    })}
    on conflict (visit_id, company_id) do nothing`);
}
