// Data enrichment (issue 27 item 2, /configuration/data-enrichment): the limits of an upload, the
// columns a contact file is matched by, how a header is guessed into a mapping, what the preview
// estimates, and the sentences a refused upload or job answers with.

export const ENRICHMENT_LIMITS = {
  /** Issue 27: up to 100,000 contacts per file. */
  rowsMax: 100_000,
  /** 100,000 rows of e-mail, name and address fit well under this; bigger files stop at the limit. */
  fileBytesMax: 40 * 1024 * 1024,
  /** The preview matches this many rows before anything is charged. */
  previewRows: 100,
  /** Rows one committed step of the job matches, writes and bills together. */
  chunkRows: 1_000,
  /** The enriched file is kept this long after the job finishes, then deleted. */
  resultDays: 30,
  /** A queued or running job without progress this long is sent to the queue again. */
  stalledResendMinutes: 10,
  /** A job without progress this long is stopped: its charged rows are kept, invoiced and downloadable. */
  stalledStopHours: 6,
  /** The root's price per matched row until it sets one: 10 cents. */
  defaultPriceCents: 10,
  nameMax: 200,
  columnsMax: 200,
  /** Rows of the file shown beside the column mapping, each cell cut to `sampleCellMax` characters. */
  sampleRows: 3,
  sampleCellMax: 80,
  /** The root's agency price list shows at most this many agencies per search. */
  agencyPricesPageMax: 100,
} as const;

/** The contact fields a file's columns can be mapped to. */
export const ENRICHMENT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
] as const;
export type EnrichmentField = (typeof ENRICHMENT_FIELDS)[number];

/** Each field's column header in the file (null: not in the file). */
export type EnrichmentMapping = Record<EnrichmentField, string | null>;

export const ENRICHMENT_STATES = [
  'uploaded',
  'previewed',
  'queued',
  'running',
  'done',
  'failed',
  'expired',
] as const;
export type EnrichmentState = (typeof ENRICHMENT_STATES)[number];

/** A done job's file, or the rows a stopped job matched and charged before it stopped. */
export const enrichmentResultReady = (job: { state: EnrichmentState; processedRows: number }): boolean =>
  job.state === 'done' || (job.state === 'failed' && job.processedRows > 0);

/** Header names (lower-cased, without spaces, dashes and underscores) each field is guessed from. */
const HEADER_GUESSES: Record<EnrichmentField, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'e-mail'],
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  address: ['address', 'address1', 'street', 'streetaddress', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'region', 'province'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/** The mapping guessed from a header row: the first column whose name fits each field. */
export function guessEnrichmentMapping(headers: readonly string[]): EnrichmentMapping {
  const mapping = Object.fromEntries(ENRICHMENT_FIELDS.map((field) => [field, null])) as EnrichmentMapping;
  for (const field of ENRICHMENT_FIELDS) {
    const found = headers.find((header) => HEADER_GUESSES[field].includes(headerKey(header)));
    mapping[field] = found ?? null;
  }
  return mapping;
}

/** A mapping can match rows when it has the e-mail, or a first and last name with an address. */
export function mappingUsable(mapping: EnrichmentMapping): boolean {
  return Boolean(mapping.email || (mapping.firstName && mapping.lastName && mapping.address));
}

/** What the whole file would cost at the preview's match rate: rate × rows × price, in cents. */
export function estimatedTotalCents(
  preview: { tried: number; matched: number },
  rows: number,
  priceCents: number,
) {
  if (preview.tried === 0) return 0;
  return Math.round((preview.matched / preview.tried) * rows * priceCents);
}

export const ENRICHMENT_MESSAGES = {
  fileMissing: 'Choose a CSV file of contacts to upload.',
  notCsv: 'This upload only takes CSV files.',
  notUtf8: 'The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again.',
  notReadable: 'The file could not be read as CSV ({reason}).',
  noHeader: 'The file has no header row naming its columns.',
  noRows: 'The file has a header but no contacts.',
  tooManyRows: 'The file has more than 100,000 contacts; one upload takes up to 100,000.',
  tooLarge: 'The file is larger than 40 MB; one upload takes up to 100,000 contacts.',
  tooManyColumns: 'The file has more than 200 columns.',
  noUsableColumn:
    'Map an e-mail column, or first name, last name and address columns: the contacts are matched by them.',
  notAColumn: 'The file has no column named "{column}".',
  previewFirst: 'Preview the match rate before confirming the job.',
  notConfirmable: 'This job has already been confirmed.',
  notPreviewable: 'This job is already running or finished; upload the file again to change its columns.',
  resultNotReady: 'The enriched file is not ready yet.',
  resultExpired: 'The enriched file was deleted 30 days after the job finished. Upload the contacts again.',
  priceBelowMinimum: 'The price per matched row cannot be below the platform minimum of {minimum}.',
  pricesSaved: 'The data enrichment prices are saved.',
  agencyPriceSaved: 'The agency’s data enrichment price is saved.',
  confirmed: 'The job is queued. Its progress shows on the data enrichment page.',
  jobStopped:
    'This job stopped with an error. The rows charged so far are in its file; upload the rest of the contacts again to finish.',
  invoiceLine: 'Data enrichment “{file}”: {matched} matched rows',
} as const;

export function enrichmentMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Enrichment charges are invoiced by calendar month in UTC (a job is not a campaign: it has no term or
 * zone of its own), on an invoice of their own per payer and month: the key names level, payer and
 * month, so a repeated or crashed billing run issues the month once.
 */
export const ENRICHMENT_BILLING_TIMEZONE = 'UTC';
export const enrichmentBillingKey = (level: 'client' | 'agency', payerId: number, periodStart: string) =>
  `enrichment:${level}:${payerId}:Monthly:${ENRICHMENT_BILLING_TIMEZONE}:${periodStart}`;

/** An invoice line's description: the job's file and its matched rows. */
export const enrichmentInvoiceLine = (file: string, matched: number) =>
  enrichmentMessage(ENRICHMENT_MESSAGES.invoiceLine, { file, matched: matched.toLocaleString('en-US') });
