// A lead's story as plain lines, for the note or task a CRM gets with each contact (issue 25 item
// 5): the score and why, what the visitor did (visits, pages, time, where they came from), the last
// pages read, and the link to the lead's page. The delivery key ends it, so a retry can find the note
// an earlier attempt made. Untrusted text stays text: each provider escapes it for its own format.
import { MODULE_DISPLAY_NAMES, scoreReasonLine } from '@lead/shared';
import type { LeadForDelivery } from './connector.ts';

export type StoryLine = { text: string; url?: string | null };

/** The story's last line: the delivery's key, which a retry looks for. */
export const deliveryLineOf = (deliveryKey: string) => `Delivery ${deliveryKey}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const day = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export const leadNameOf = (lead: LeadForDelivery) =>
  [lead.firstName, lead.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() ||
  lead.email ||
  'New lead';

export function leadStoryTitle(lead: LeadForDelivery): string {
  const score = lead.score ? ` — score ${lead.score.value}` : '';
  return `Lead: ${leadNameOf(lead)}${score}`.slice(0, 250);
}

export function leadStoryLines(lead: LeadForDelivery, deliveryKey: string): StoryLine[] {
  const lines: StoryLine[] = [
    {
      text: `${MODULE_DISPLAY_NAMES[lead.module]} lead of the campaign ${lead.campaignName} (${lead.campaignDisplayId}).`,
    },
  ];
  if (lead.score) {
    const tags = lead.score.tags.length > 0 ? ` (${lead.score.tags.join(', ')})` : '';
    lines.push({ text: `Score ${lead.score.value} of 100${tags}.` });
    for (const reason of lead.score.reasons) lines.push({ text: scoreReasonLine(reason) });
  }
  const journey = lead.journey;
  if (journey) {
    const minutes = Math.round(journey.time_on_site_seconds / 60);
    lines.push({
      text: `${plural(journey.visits, 'visit', 'visits')}, ${plural(journey.page_views, 'page', 'pages')} viewed, ${plural(minutes, 'minute', 'minutes')} on the site; first seen ${day(journey.first_seen_at)}, last seen ${day(journey.last_seen_at)}.`,
    });
    const utm = [
      ['source', journey.utm_source],
      ['medium', journey.utm_medium],
      ['campaign', journey.utm_campaign],
    ].filter(([, value]) => value);
    if (journey.referrer) lines.push({ text: `Came from ${journey.referrer}`, url: journey.referrer });
    if (utm.length > 0)
      lines.push({ text: `UTM ${utm.map(([name, value]) => `${name} ${value}`).join(', ')}.` });
  } else if (lead.sourceUrl) {
    lines.push({ text: `Came from ${lead.sourceUrl}`, url: lead.sourceUrl });
  }
  const pages = lead.lastPages ?? [];
  if (pages.length > 0) {
    lines.push({ text: 'Last pages read:' });
    for (const page of pages)
      lines.push({ text: `${page.title?.trim() || page.url || 'A page'} (${day(page.at)})`, url: page.url });
  }
  if (lead.leadPageUrl) lines.push({ text: 'Open the lead', url: lead.leadPageUrl });
  lines.push({ text: deliveryLineOf(deliveryKey) });
  return lines;
}

/** The story as plain text, one line each, addresses after their text. */
export const storyText = (lines: StoryLine[]) =>
  lines
    .map((line) =>
      line.url && line.url !== line.text.replace(/^Came from /, '') ? `${line.text}: ${line.url}` : line.text,
    )
    .join('\n');
