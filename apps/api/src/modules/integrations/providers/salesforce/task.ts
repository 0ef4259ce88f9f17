// The Task logged on a lead's contact: what the salesperson reads before calling. Subject: the
// lead's name and score. Description: the visitor's journey (first and last seen, visits, page
// views, referrer, UTM), the score with each reason, the last pages, the link to the lead's page,
// and last the delivery's idempotency key, by which a retry finds a task it already made.
import { scoreReasonLine } from '@lead/shared';
import type { LeadForDelivery } from '../../connector.ts';

/** Salesforce's limits: Subject 255 characters, Description 32,000. */
const SUBJECT_MAX = 255;
const DESCRIPTION_MAX = 32_000;
const PAGES_SHOWN = 10;

export const deliveryLine = (idempotencyKey: string) => `Delivery: ${idempotencyKey}`;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

export function leadNameOf(lead: LeadForDelivery): string {
  return (
    [lead.firstName, lead.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    lead.email?.trim() ||
    'A new lead'
  );
}

export function taskSubject(lead: LeadForDelivery): string {
  const score = lead.score ? ` — score ${lead.score.value}` : '';
  return cut(`Lead: ${leadNameOf(lead)}${score}`, SUBJECT_MAX);
}

function journeyLines(lead: LeadForDelivery): string[] {
  const journey = lead.journey;
  if (!journey) return ['No page views recorded.'];
  const line = (label: string, value: string | number | null) =>
    value === null || value === '' ? [] : [`${label}: ${value}`];
  return [
    ...line('First seen', journey.first_seen_at),
    ...line('Last seen', journey.last_seen_at),
    ...line('Visits', journey.visits),
    ...line('Page views', journey.page_views),
    ...line('Referrer', journey.referrer),
    ...line('UTM source', journey.utm_source),
    ...line('UTM medium', journey.utm_medium),
    ...line('UTM campaign', journey.utm_campaign),
  ];
}

function scoreLines(lead: LeadForDelivery): string[] {
  if (!lead.score) return [];
  const tags = lead.score.tags.length > 0 ? ` (${lead.score.tags.join(', ')})` : '';
  return [
    `Score: ${lead.score.value}${tags}`,
    ...lead.score.reasons.map((reason) => `  ${scoreReasonLine(reason)}`),
  ];
}

function pageLines(lead: LeadForDelivery): string[] {
  const pages = (lead.lastPages ?? []).slice(0, PAGES_SHOWN);
  if (pages.length === 0) return [];
  return [
    'Last pages:',
    ...pages.map(
      (page) => `  ${page.title?.trim() || 'A page'} — ${page.url ?? '(no address)'} (${page.at})`,
    ),
  ];
}

export function taskDescription(lead: LeadForDelivery, idempotencyKey: string): string {
  const sections = [
    [`Campaign: ${lead.campaignName} (${lead.campaignDisplayId}) for ${lead.client.name}`],
    journeyLines(lead),
    scoreLines(lead),
    pageLines(lead),
    lead.leadPageUrl ? [`Lead page: ${lead.leadPageUrl}`] : [],
  ].filter((lines) => lines.length > 0);
  const body = sections.map((lines) => lines.join('\n')).join('\n\n');
  const key = `\n\n${deliveryLine(idempotencyKey)}`;
  // The key is kept whole at the end, whatever is cut.
  return cut(body, DESCRIPTION_MAX - key.length) + key;
}

/** Today in UTC as Salesforce's date type takes it (YYYY-MM-DD). */
export const activityDateOf = (now: Date) => now.toISOString().slice(0, 10);
