// The alert one lead makes in Slack (Block Kit): who (name, company, title), its score with the
// reason, the last pages read, and a link to the lead's page. Everything from a visitor or a data
// provider is untrusted: escaped for mrkdwn (&, <, >, as Slack's formatting guide asks), cut to
// Slack's block limits, and only http(s) addresses become links.
import { scoreReasonLine } from '@lead/shared';
import type { LeadForDelivery } from '../../connector.ts';
import { leadNameOf } from '../../lead-story.ts';

type TextObject = { type: 'plain_text' | 'mrkdwn'; text: string; emoji?: boolean };
type Block =
  | { type: 'header'; text: TextObject }
  | { type: 'section'; text?: TextObject; fields?: TextObject[] }
  | { type: 'context'; elements: TextObject[] };

export type SlackMessage = { text: string; blocks: Block[]; unfurl_links: false; unfurl_media: false };

/** Slack's limits (Block Kit reference): header 150, section text 3,000, a field 2,000. */
const HEADER_MAX = 150;
const FIELD_MAX = 300;
const PAGE_TITLE_MAX = 80;
const PAGES_SHOWN = 5;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** Text a person typed or a page carried, made inert for mrkdwn. */
export const escapeMrkdwn = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link Slack will open: http(s) only, with the characters that would end Slack's <url|label>. */
function linkOf(url: string | null | undefined, label: string): string {
  const text = escapeMrkdwn(label).replace(/\|/g, '¦');
  if (!url) return text;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return text;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return text;
  const href = parsed.href.replace(/\|/g, '%7C').replace(/>/g, '%3E').replace(/</g, '%3C');
  return `<${href}|${text}>`;
}

const unixOf = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function pagesText(lead: LeadForDelivery): string | null {
  const pages = (lead.lastPages ?? []).slice(0, PAGES_SHOWN);
  if (pages.length === 0) return null;
  const lines = pages.map((page) => {
    const label = cut(page.title?.trim() || pathOf(page.url) || 'A page', PAGE_TITLE_MAX);
    // Slack shows the time in each reader's own time zone; the fallback is UTC.
    const when = `<!date^${unixOf(page.at)}^{date_short_pretty} {time}|${page.at.slice(0, 16).replace('T', ' ')} UTC>`;
    return `• ${linkOf(page.url, label)} · ${when}`;
  });
  return `*Last pages*\n${lines.join('\n')}`;
}

function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function leadAlertMessage(lead: LeadForDelivery): SlackMessage {
  const name = leadNameOf(lead);
  const hot = lead.score?.tags.includes('hot') ?? false;
  const title = `${hot ? '🔥 Hot lead' : 'New lead'}: ${name}`;
  const field = (label: string, value: string | null) =>
    value?.trim()
      ? [{ type: 'mrkdwn' as const, text: `*${label}*\n${escapeMrkdwn(cut(value.trim(), FIELD_MAX))}` }]
      : [];
  const score = lead.score
    ? `${lead.score.value}${lead.score.tags.length > 0 ? ` · ${lead.score.tags.join(', ')}` : ''}`
    : null;
  const blocks: Block[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(title, HEADER_MAX), emoji: true } },
    {
      type: 'section',
      fields: [
        ...field('Company', lead.companyName),
        ...field('Title', lead.jobTitle),
        ...field('Score', score),
        ...field('E-mail', lead.email),
        ...field('Phone', lead.phone),
        ...field('Campaign', lead.campaignName),
      ],
    },
  ];
  const reasons = lead.score?.reasons ?? [];
  if (reasons.length > 0)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*Why this score*\n${reasons.map((reason) => escapeMrkdwn(scoreReasonLine(reason))).join('\n')}`,
      },
    });
  const pages = pagesText(lead);
  if (pages) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: pages } });
  const where = [lead.city, lead.state].filter((part) => part?.trim()).join(', ');
  blocks.push({
    type: 'context',
    elements: [
      {
        type: 'mrkdwn',
        text: [
          lead.leadPageUrl ? linkOf(lead.leadPageUrl, 'Open the lead') : null,
          where ? escapeMrkdwn(where) : null,
          escapeMrkdwn(lead.client.name),
        ]
          .filter(Boolean)
          .join(' · '),
      },
    ],
  });
  // Fields may not be empty in Slack: a lead with none of them keeps the header and context only.
  const shown = blocks.filter(
    (block) => block.type !== 'section' || block.text || (block.fields?.length ?? 0) > 0,
  );
  const fallback = `${title}${lead.companyName ? `, ${lead.companyName}` : ''}${score ? ` — score ${score}` : ''}`;
  // The fallback text is mrkdwn (notifications show it); the header is plain text, which Slack never
  // reads for mentions or links.
  return { text: escapeMrkdwn(cut(fallback, 500)), blocks: shown, unfurl_links: false, unfurl_media: false };
}
