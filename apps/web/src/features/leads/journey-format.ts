// How a lead's journey reads on screen (issue 25 item 1): the timeline's visits, a page's label, which
// addresses may be links, and when the visitor was last seen.
import type { JourneyPageView } from '@lead/shared';

export type JourneyVisit = {
  /** The visit's number in the whole journey (1 is the first visit ever). */
  number: number;
  /** False for the first group when the visit began before the listed page views. */
  startsHere: boolean;
  pages: JourneyPageView[];
};

/**
 * The listed page views (oldest first) as visits: a `new_visit` page starts one. The list holds only
 * the newest page views, so the visits are numbered back from the journey's total; a first group
 * that does not start with a new visit is the rest of a visit begun earlier.
 */
export function visitsOf(pages: readonly JourneyPageView[], totalVisits: number): JourneyVisit[] {
  const groups: Omit<JourneyVisit, 'number'>[] = [];
  for (const page of pages) {
    const current = groups.at(-1);
    if (!current || page.new_visit) groups.push({ startsHere: page.new_visit, pages: [page] });
    else current.pages.push(page);
  }
  const started = groups.filter((group) => group.startsHere).length;
  const first = totalVisits - started + (groups[0]?.startsHere ? 1 : 0);
  return groups.map((group, index) => ({ ...group, number: Math.max(1, first + index) }));
}

/** An address people may follow: http(s) only (never javascript:, data: or a relative one). */
export function httpUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A page as the timeline names it: its title, else its address's path (and query), else the address. */
export function pageLabel(page: Pick<JourneyPageView, 'title' | 'url'>): string {
  const title = page.title?.trim();
  if (title) return title;
  try {
    const url = new URL(page.url);
    return `${decodeSafely(url.pathname)}${url.search}`;
  } catch {
    return page.url;
  }
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past a week, a date reads better than "23 days ago". */
const RELATIVE_DAYS = 7;

const relative = new Intl.RelativeTimeFormat('en-US');
/** Only for the current minute ("this minute"): "yesterday" would name a calendar day, not 24 hours. */
const thisMinute = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(0, 'minute');
const calendarDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * When something happened, seen from `now`: "this minute", "5 minutes ago", "1 day ago", past a week the day
 * (MM/DD/YYYY in the viewer's zone). A time a little ahead of this clock reads as now.
 */
export function sinceText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return thisMinute;
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < RELATIVE_DAYS) return relative.format(-days, 'day');
  return calendarDay.format(at);
}
