// Field rules of a campaign (part 2 §3 "Campaign (leadspeek)", §5 zip code area), shared by the
// Build Your Campaign form and the API so both refuse the same input.

/** Limits the spec does not fix (ours): sane sizes for lists and texts a campaign stores. */
export const CAMPAIGN_LIMITS = {
  nameMax: 120,
  keywordsMax: 50,
  keywordLengthMax: 100,
  keywordTextMax: 10_000,
  zipsMax: 500,
  zipTextMax: 6_000,
  statesMax: 60,
  citiesMax: 200,
  cityLengthMax: 100,
  emailsMax: 20,
  descriptionMax: 1_000,
  urlMax: 2_000,
  idTextMax: 64,
  leadLimitMax: 1_000_000,
  targetingListMax: 50,
} as const;

/** Report deliveries (ours: the spec names the field only). GoogleSheet reports are mailed a link. */
export const REPORT_TYPES = ['CSV', 'Excel', 'GoogleSheet'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** How long before the same person counts as a new lead again (ours: the spec names the field only). */
export const REIDENTIFICATION_TYPES = [
  'never',
  '1 week',
  '1 month',
  '3 months',
  '6 months',
  '1 year',
] as const;
export type ReidentificationType = (typeof REIDENTIFICATION_TYPES)[number];

export const LIMIT_LEAD_FREQUENCIES = ['day', 'week', 'month'] as const;
export type LimitLeadFrequency = (typeof LIMIT_LEAD_FREQUENCIES)[number];

/** Search ID location targeting: the whole country, or states/cities/zips. */
export const LOCATION_TARGETS = ['National Targeting', 'State', 'Zip Code'] as const;

/** What Enhance ID adds to a lead (extra consumer attributes a campaign may ask for). */
export const ENHANCE_ATTRIBUTES = [
  'age',
  'gender',
  'income',
  'net_worth',
  'home_owner',
  'marital_status',
  'children',
  'education',
  'occupation',
] as const;
export type EnhanceAttribute = (typeof ENHANCE_ATTRIBUTES)[number];
/** What every B2B ID lead carries besides the person: company, job title and business e-mail. */
export const B2B_RETURNED_FIELDS = ['company_name', 'job_title', 'business_email'] as const;
export const B2B_COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001+',
] as const;

/** Field messages of the campaign rules (ours: the spec does not show server-side campaign rules). */
export const CAMPAIGN_FIELD_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date.',
  limitEndBeforeStart: 'The lead limit end cannot be before its start.',
  zipLetters: 'Zip codes may contain only digits, spaces, commas and new lines.',
  zipNotFive: 'Each zip code has 5 digits.',
  zipTooMany: `Enter at most ${CAMPAIGN_LIMITS.zipsMax} zip codes.`,
  keywordsTooMany: `Enter at most ${CAMPAIGN_LIMITS.keywordsMax} keywords.`,
  keywordTooLong: `Each keyword has at most ${CAMPAIGN_LIMITS.keywordLengthMax} characters.`,
  stateUnknown: 'Choose US states from the list.',
  urlInvalid: 'Enter a full web address starting with http:// or https://.',
  nationalOrLocal: 'Choose national targeting or states, cities or zip codes, not both.',
  locationMissing: 'Choose national targeting or at least one state, city or zip code.',
  moduleNotEnabled: 'This product is not enabled for this client.',
  agencyModuleNotEnabled: 'This product is not offered by the agency.',
  termNotOffered: 'The agency does not offer this payment term.',
  clientOnly: 'Choose one of your clients.',
  archived: 'An archived campaign cannot be changed.',
  groupUnknown: 'Choose a campaign group of this client and product.',
  notGoogleSheet: 'Only Google Sheet reports have a link to resend.',
  noRecipients: 'Add at least one report recipient first.',
  priceByAgency: 'Only the agency sets the price of a campaign.',
  wrongModule: 'This campaign belongs to another product.',
  googleLinkSent: 'The Google Sheet link has been sent.',
} as const;

/**
 * The zip code area (part 2 §5): only digits and newlines are kept; spaces and commas become
 * newlines; pasted text goes through the same filter; double (and longer) newline runs collapse.
 */
export function normaliseZipText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ ,\t]/g, '\n')
    .replace(/[^\d\n]/g, '')
    .replace(/\n{2,}/g, '\n');
}

/** Letters or other characters the filter would drop: refused on the server rather than dropped. */
export const zipTextHasForeignCharacters = (text: string) => /[^\d\s,]/.test(text);

/** The zip codes of a zip text, unique and in order. */
export function zipList(text: string): string[] {
  return [...new Set(normaliseZipText(text).split('\n').filter(Boolean))];
}

/** Why a zip text cannot be saved, or null: letters, not 5-digit US zips, too many. */
export function zipTextProblem(text: string): string | null {
  if (zipTextHasForeignCharacters(text)) return CAMPAIGN_FIELD_MESSAGES.zipLetters;
  const zips = zipList(text);
  if (zips.some((zip) => !/^\d{5}$/.test(zip))) return CAMPAIGN_FIELD_MESSAGES.zipNotFive;
  if (zips.length > CAMPAIGN_LIMITS.zipsMax) return CAMPAIGN_FIELD_MESSAGES.zipTooMany;
  return null;
}

/** A comma or newline keyword text as unique trimmed tags (case-insensitive), in order. */
export function keywordsToTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[,\n\r]+/)) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Why a keyword list cannot be saved, or null. */
export function keywordsProblem(keywords: readonly string[]): string | null {
  if (keywords.length > CAMPAIGN_LIMITS.keywordsMax) return CAMPAIGN_FIELD_MESSAGES.keywordsTooMany;
  if (keywords.some((keyword) => keyword.length > CAMPAIGN_LIMITS.keywordLengthMax))
    return CAMPAIGN_FIELD_MESSAGES.keywordTooLong;
  return null;
}

/** A real calendar date written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** yyyy-MM-dd strings compare as text; an end date may equal its start, never precede it. */
export const datesInOrder = (start: string | null | undefined, end: string | null | undefined) =>
  !start || !end || end >= start;

/** What is wrong with a landing or thank-you page address, in words (issue 14); null when it is fine. */
export const URL_PROBLEMS = {
  noScheme: 'Start the address with http:// or https://, for example https://www.example.com.',
  malformed: 'This web address is not valid: check it for spaces or missing parts.',
  private:
    "Use your website's public address; localhost and private network addresses can't be reached by visitors.",
  noDomainEnding: (host: string) => `“${host}” is not a complete domain: add its ending, such as .com.`,
} as const;

const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[.*\])$/i;

export function httpUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return URL_PROBLEMS.noScheme;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return URL_PROBLEMS.malformed;
  }
  if (/\s/.test(text) || url.hostname === '') return URL_PROBLEMS.malformed;
  if (PRIVATE_HOST.test(url.hostname)) return URL_PROBLEMS.private;
  if (!url.hostname.includes('.')) return URL_PROBLEMS.noDomainEnding(url.hostname);
  return null;
}

/**
 * A campaign's landing or thank-you page as an edit sends it: an address the campaign already holds
 * is kept whatever rule came later (the demo's own site is on localhost; issue 23: every seeded
 * object can be saved), so only its form is checked; a new address must be public.
 */
export function landingPageProblem(value: string, stored: string | null | undefined): string | null {
  if (stored && value.trim() === stored.trim()) return httpUrlFormProblem(value);
  return httpUrlProblem(value);
}

/** The form of an address alone: a scheme, and parts a URL can hold. */
export function httpUrlFormProblem(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return URL_PROBLEMS.noScheme;
  if (/\s/.test(text) || !URL.canParse(text) || new URL(text).hostname === '') return URL_PROBLEMS.malformed;
  return null;
}

/** Landing and thank-you pages of Site ID are full, public http(s) addresses. */
export function isHttpUrl(value: string): boolean {
  return httpUrlProblem(value) === null;
}

/** The older check (kept for what only needs the form of an address). */
export function isHttpUrlForm(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** What is wrong with a custom domain such as leads.example.com, in words (issue 14); null when fine. */
export const DOMAIN_PROBLEMS = {
  withScheme: 'Enter the domain alone, without http:// or https://, for example leads.example.com.',
  withPath: 'Enter the domain alone, without a path or port, for example leads.example.com.',
  badCharacters: 'A domain has only letters, digits, hyphens and dots, for example leads.example.com.',
  noEnding: 'Add the domain’s ending, such as .com, for example leads.example.com.',
  badLabel:
    'Each part between dots has 1 to 63 letters, digits or hyphens, and starts and ends with a letter or digit.',
  private: "Use a public domain; localhost and private network addresses can't be reached by visitors.",
} as const;

export function domainProblem(value: string): string | null {
  const domain = value.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(domain)) return DOMAIN_PROBLEMS.withScheme;
  if (/[/:?#]/.test(domain)) return DOMAIN_PROBLEMS.withPath;
  if (!/^[a-z0-9.-]+$/.test(domain)) return DOMAIN_PROBLEMS.badCharacters;
  if (domain === 'localhost' || /^\d+\.\d+\.\d+\.\d+$/.test(domain)) return DOMAIN_PROBLEMS.private;
  if (!domain.includes('.')) return DOMAIN_PROBLEMS.noEnding;
  const labels = domain.split('.');
  if (labels.some((label) => !/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)))
    return DOMAIN_PROBLEMS.badLabel;
  return null;
}
