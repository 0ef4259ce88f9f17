// The data enrichment calls (issue 27 item 2): prices, an uploaded contact file as a job, its
// column mapping and match-rate preview, its progress, and the list of past jobs.
import { z } from 'zod';
import {
  ENRICHMENT_FIELDS,
  ENRICHMENT_LIMITS,
  ENRICHMENT_STATES,
  type EnrichmentField,
} from '../rules/data-enrichment.ts';
import { id, text } from './common.ts';

/** A price per matched row in cents: whole, at most $1,000 a row. */
const cents = z.number().int().min(0).max(100_000);

export const enrichmentPricesResponse = z.object({
  companyKind: z.enum(['root', 'agency']),
  /** What this company charges per matched row: an agency its clients; the root its agencies by default. */
  pricePerMatchCents: z.number().int(),
  /** The lowest price an agency may charge its clients (the root's price); null for the root. */
  minimumCents: z.number().int().nullable(),
  /** What the root charges this agency per matched row; null for the root. */
  costPerMatchCents: z.number().int().nullable(),
});
export type EnrichmentPrices = z.output<typeof enrichmentPricesResponse>;

export const enrichmentPricesUpdate = z.object({ pricePerMatchCents: cents });
export const enrichmentAgencyPriceParams = z.object({ companyID: id });
export const enrichmentAgencyPriceUpdate = z.object({ costPerMatchCents: cents.nullable() });
/** The root's list of its agencies' prices: a name search, at most `limit` rows by name. */
export const enrichmentAgencyPricesQuery = z.object({
  q: text.trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ENRICHMENT_LIMITS.agencyPricesPageMax).default(50),
});
export const enrichmentAgencyPrices = z.object({
  /** The root's own price: what an agency without a price of its own pays. */
  defaultCents: z.number().int(),
  agencies: z.array(
    z.object({
      companyID: z.number().int(),
      companyName: z.string(),
      /** The price named for this agency; null when it pays the root's own price. */
      costPerMatchCents: z.number().int().nullable(),
    }),
  ),
  /** More agencies match than are listed: the search narrows them. */
  more: z.boolean(),
});
export type EnrichmentAgencyPrices = z.output<typeof enrichmentAgencyPrices>;
export const enrichmentAgencyPriceResponse = z.object({
  message: z.string(),
  costPerMatchCents: z.number().int(),
});

/** The multipart fields beside the file part (contactsfile). */
export const enrichmentUploadFields = z.object({
  name: text.trim().max(ENRICHMENT_LIMITS.nameMax).optional(),
});

const column = text.max(500).nullable();
export const enrichmentMapping = z.object(
  Object.fromEntries(ENRICHMENT_FIELDS.map((field) => [field, column])) as Record<
    EnrichmentField,
    typeof column
  >,
);

export const enrichmentJobParams = z.object({ jobId: id });
export const enrichmentPreviewRequest = z.object({ mapping: enrichmentMapping });

export const enrichmentPreview = z.object({
  rowsTried: z.number().int(),
  rowsMatched: z.number().int(),
  /** Matched ÷ tried, 0 to 1. */
  matchRate: z.number(),
  pricePerMatchCents: z.number().int(),
  totalRows: z.number().int(),
  estimatedTotalCents: z.number().int(),
});

export const enrichmentJobView = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(ENRICHMENT_STATES),
  headers: z.array(z.string()),
  /** The first rows of the file, one cell per header, to check the mapping against. */
  sampleRows: z.array(z.array(z.string())),
  mapping: enrichmentMapping,
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  matchedRows: z.number().int(),
  /** Done ÷ total, 0 to 1. */
  progress: z.number(),
  chargedCents: z.number().int(),
  preview: enrichmentPreview.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the enriched file is deleted (30 days after the job finished). */
  expiresAt: z.string().nullable(),
});
export type EnrichmentJobView = z.output<typeof enrichmentJobView>;

export const enrichmentJobList = z.object({ jobs: z.array(enrichmentJobView) });
export const enrichmentConfirmResponse = z.object({ message: z.string(), job: enrichmentJobView });
