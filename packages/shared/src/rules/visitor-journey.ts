// A lead's journey (issue 25 item 1): the page views of the visitor behind a Site ID lead, on that
// lead's campaign. These rules are what the API, the CSV, the webhook and the lead page agree on.

/** The newest page views a lead's page and its webhook carry, oldest first. */
export const JOURNEY_PAGE_LIMIT = 50;

/**
 * A visit (one sitting on the site) ends after 30 minutes without a page view, as web analytics
 * tools count sessions; a page view the pixel sends as the first of a browser session also starts one.
 */
export const VISIT_GAP_MINUTES = 30;

/** A page's title as kept: browsers allow any length, a list only needs the start. */
export const PAGE_TITLE_MAX_LENGTH = 300;

/** A UTM value as kept: campaign names run long, a cap keeps a page view's row small. */
export const UTM_VALUE_MAX_LENGTH = 200;

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmValues = Record<UtmField, string | null>;

// C0 controls, DEL and C1 controls: never part of a title or a campaign tag, and PostgreSQL refuses NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * Text a visitor's browser sent (a title, a UTM value): control characters become a space, runs of
 * spaces one, the ends trimmed, and the result cut at `max` characters; empty text is null.
 */
export function cleanVisitorText(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  // A string no longer than `max` code units has no more than `max` characters: nothing to cut.
  return clean.length <= max ? clean : Array.from(clean).slice(0, max).join('');
}

/**
 * The UTM parameters of a landing page's address (utm_source … utm_content), each cleaned as
 * visitor text. A parameter that is missing, empty or repeated takes its first non-empty value;
 * an address that does not parse has none.
 */
export function utmOf(pageUrl: string | null | undefined): UtmValues {
  const values: UtmValues = { source: null, medium: null, campaign: null, term: null, content: null };
  if (!pageUrl) return values;
  let params: URLSearchParams;
  try {
    params = new URL(pageUrl).searchParams;
  } catch {
    return values;
  }
  for (const field of UTM_FIELDS) {
    for (const value of params.getAll(`utm_${field}`)) {
      values[field] = cleanVisitorText(value, UTM_VALUE_MAX_LENGTH);
      if (values[field]) break;
    }
  }
  return values;
}

/** Seconds as people read a time on site: "45 s", "3 min 20 s", "1 h 5 min". */
export function timeOnSiteText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 ? `${minutes} min ${whole % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
