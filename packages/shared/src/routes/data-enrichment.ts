// Data enrichment (issue 27 item 2): the prices on /configuration/data-enrichment (Settings flags of
// the role), and the jobs an agency or a client runs on its own contact files. A job belongs to the
// company that uploaded it: no other company reads it, its progress or its file (404).
import {
  enrichmentAgencyPriceParams,
  enrichmentAgencyPriceResponse,
  enrichmentAgencyPrices,
  enrichmentAgencyPricesQuery,
  enrichmentAgencyPriceUpdate,
  enrichmentConfirmResponse,
  enrichmentJobList,
  enrichmentJobParams,
  enrichmentJobView,
  enrichmentPreview,
  enrichmentPreviewRequest,
  enrichmentPricesResponse,
  enrichmentPricesUpdate,
  enrichmentUploadFields,
} from '../contracts/data-enrichment.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['data-enrichment'];
/** The configuration page of the root and the agencies (clients have no configuration pages). */
const PRICE_READERS = {
  userTypes: ['user', 'userdownline', 'administrator'],
  companyKinds: ['root', 'agency'],
  page: 'data-enrichment',
  permission: ['Settings', 'enable'],
} satisfies RouteAccess;
const PRICE_WRITERS = { ...PRICE_READERS, permission: ['Settings', 'update'] } satisfies RouteAccess;
/**
 * Agencies and clients enrich their own contacts; the platform root sells, it does not upload. Agency
 * staff follow the Settings flags of the page the jobs sit on: enable to read, update to run one.
 */
const JOB_READERS = {
  userTypes: ['user', 'userdownline', 'administrator', 'client'],
  companyKinds: ['agency', 'client'],
  staffPermission: ['Settings', 'enable'],
} satisfies RouteAccess;
const JOB_RUNNERS = { ...JOB_READERS, staffPermission: ['Settings', 'update'] } satisfies RouteAccess;

export const dataEnrichmentRoutes = {
  readEnrichmentPrices: defineRoute({
    method: 'GET',
    path: '/data-enrichment/prices',
    response: { 200: enrichmentPricesResponse },
    auth: PRICE_READERS,
    tags,
  }),
  /** An agency's price for its clients (not below the root's); the root's is that minimum. */
  saveEnrichmentPrices: defineRoute({
    method: 'PUT',
    path: '/data-enrichment/prices',
    body: enrichmentPricesUpdate,
    response: { 200: enrichmentPricesResponse },
    auth: PRICE_WRITERS,
    tags,
  }),
  /** The root's agencies with the price each pays per matched row, searched by name. */
  listEnrichmentAgencyPrices: defineRoute({
    method: 'GET',
    path: '/data-enrichment/prices/agencies',
    query: enrichmentAgencyPricesQuery,
    response: { 200: enrichmentAgencyPrices },
    auth: { ...PRICE_READERS, companyKinds: ['root'] },
    tags,
  }),
  /** The root sets what one of its agencies pays per matched row (null: the root's own price). */
  saveEnrichmentAgencyPrice: defineRoute({
    method: 'PUT',
    path: '/data-enrichment/prices/agency/:companyID',
    params: enrichmentAgencyPriceParams,
    body: enrichmentAgencyPriceUpdate,
    response: { 200: enrichmentAgencyPriceResponse },
    auth: { ...PRICE_WRITERS, companyKinds: ['root'] },
    tags,
  }),
  /** The file is the multipart part contactsfile; the answer is the job with its guessed mapping. */
  uploadEnrichmentFile: defineRoute({
    method: 'POST',
    path: '/data-enrichment/jobs',
    multipart: enrichmentUploadFields,
    response: { 200: enrichmentJobView },
    auth: JOB_RUNNERS,
    tags,
  }),
  listEnrichmentJobs: defineRoute({
    method: 'GET',
    path: '/data-enrichment/jobs',
    response: { 200: enrichmentJobList },
    auth: JOB_READERS,
    tags,
  }),
  readEnrichmentJob: defineRoute({
    method: 'GET',
    path: '/data-enrichment/jobs/:jobId',
    params: enrichmentJobParams,
    response: { 200: enrichmentJobView },
    auth: JOB_READERS,
    tags,
  }),
  /** Saves the confirmed mapping and matches the first 100 rows; charges nothing. */
  previewEnrichmentJob: defineRoute({
    method: 'POST',
    path: '/data-enrichment/jobs/:jobId/preview',
    params: enrichmentJobParams,
    body: enrichmentPreviewRequest,
    response: { 200: enrichmentPreview },
    auth: JOB_RUNNERS,
    tags,
  }),
  /** Queues the whole file at the previewed price; every matched row is billed once. */
  confirmEnrichmentJob: defineRoute({
    method: 'POST',
    path: '/data-enrichment/jobs/:jobId/confirm',
    params: enrichmentJobParams,
    response: { 200: enrichmentConfirmResponse },
    auth: JOB_RUNNERS,
    idempotent: true,
    tags,
  }),
  /** The enriched CSV: no JSON answer declared. 410 once deleted (30 days after the job finished). */
  downloadEnrichmentResult: defineRoute({
    method: 'GET',
    path: '/data-enrichment/jobs/:jobId/result',
    params: enrichmentJobParams,
    auth: JOB_READERS,
    tags,
  }),
};
