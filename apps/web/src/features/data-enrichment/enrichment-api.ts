// Data enrichment (issue 27 item 2): the prices, and the contact files a company enriches.
import { type EnrichmentMapping, dataEnrichmentRoutes as routes } from '@lead/shared';
import { call, download } from '../../lib/api-client.ts';

export const enrichmentPricesKey = ['enrichment-prices'] as const;
export const enrichmentJobsKey = ['enrichment-jobs'] as const;
export const enrichmentJobKey = (jobId: number) => ['enrichment-job', jobId] as const;

export const readEnrichmentPrices = () => call(routes.readEnrichmentPrices);

export const saveEnrichmentPrice = (pricePerMatchCents: number) =>
  call(routes.saveEnrichmentPrices, { body: { pricePerMatchCents } });

export const listEnrichmentJobs = () => call(routes.listEnrichmentJobs);

export const readEnrichmentJob = (jobId: number) => call(routes.readEnrichmentJob, { params: { jobId } });

export function uploadContactFile(file: File, name: string) {
  const form = new FormData();
  if (name.trim()) form.append('name', name.trim());
  form.append('contactsfile', file, file.name);
  return call(routes.uploadEnrichmentFile, { body: form });
}

export const previewEnrichment = (jobId: number, mapping: EnrichmentMapping) =>
  call(routes.previewEnrichmentJob, { params: { jobId }, body: { mapping } });

export const confirmEnrichment = (jobId: number, submissionKey: string) =>
  call(routes.confirmEnrichmentJob, { params: { jobId } }, { idempotencyKey: submissionKey });

export const downloadEnrichedFile = (jobId: number, name: string) =>
  download(routes.downloadEnrichmentResult, { params: { jobId } }, `${name}-enriched.csv`);

export const listAgencyPrices = (q: string) =>
  call(routes.listEnrichmentAgencyPrices, { query: { limit: 50, ...(q ? { q } : {}) } });

export const saveAgencyPrice = (companyID: number, costPerMatchCents: number | null) =>
  call(routes.saveEnrichmentAgencyPrice, { params: { companyID }, body: { costPerMatchCents } });
