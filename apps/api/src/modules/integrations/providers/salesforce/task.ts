// The Task logged on a lead's contact: what the salesperson reads before calling. Subject: the
// lead's name and score. Description: the visitor's journey (first and last seen, visits, page
// views, referrer, UTM), the score with each reason, the last pages, the link to the lead's page,
// and last the delivery's idempotency key, by which a retry finds a task it already made.
import type { LeadForDelivery } from '../../connector.ts';
import { deliveryLineOf, leadStoryLines, leadStoryTitle, storyText } from '../../lead-story.ts';

/** Salesforce's limits: Subject 255 characters, Description 32,000. */
const SUBJECT_MAX = 255;
const DESCRIPTION_MAX = 32_000;

export const deliveryLine = deliveryLineOf;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

export const taskSubject = (lead: LeadForDelivery): string => cut(leadStoryTitle(lead), SUBJECT_MAX);

export function taskDescription(lead: LeadForDelivery, idempotencyKey: string): string {
  const lines = leadStoryLines(lead, idempotencyKey).slice(0, -1);
  const key = `\n\n${deliveryLine(idempotencyKey)}`;
  // The key is kept whole at the end, whatever is cut.
  return cut(storyText(lines), DESCRIPTION_MAX - key.length) + key;
}

/** Today in UTC as Salesforce's date type takes it (YYYY-MM-DD). */
export const activityDateOf = (now: Date) => now.toISOString().slice(0, 10);
