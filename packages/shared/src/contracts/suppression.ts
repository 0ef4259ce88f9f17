// The client-wide exclusion list and the platform opt-out list (part 2 §3 "Exclusion upload job
// progress", §7 "Exclusion list"; issue 6 point 5). A client uploads a CSV of e-mails or MD5 hashes,
// imported in the background while the dialog polls its progress, and may purge its list. System
// users keep the platform opt-out list that a public page feeds.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { SUPPRESSION_LIST_TYPES, SUPPRESSION_MESSAGES } from '../rules/suppression.ts';
import { email, id, pageQueryFields, text } from './common.ts';

const listType = z.enum(SUPPRESSION_LIST_TYPES);
/** A campaign by its leadspeek_api_id (or numeric id). */
const campaignKey = text.trim().min(1).max(64);

/**
 * The multipart fields of POST /leadspeek/suppressionlist/upload (the spec's queue-service call);
 * the file itself is the part named clientoptoutfile. campaigntype=campaign needs campaignID.
 */
export const exclusionUploadFields = z
  .object({
    ClientCompanyID: id.optional(),
    campaigntype: listType.default('client'),
    campaignID: campaignKey.optional(),
  })
  .refine((fields) => fields.campaigntype === 'client' || fields.campaignID !== undefined, {
    path: ['campaignID'],
    message: SUPPRESSION_MESSAGES.campaignRequired,
  });
export type ExclusionUploadFields = z.input<typeof exclusionUploadFields>;

/** result 'success' once the file is stored and its import queued; 'failed' if it could not be queued. */
export const exclusionUploadResponse = z.object({
  result: z.enum(['success', 'failed']),
  id: z.number(),
  filename: z.string(),
  total_row: z.number(),
});
export type ExclusionUploadResponse = z.infer<typeof exclusionUploadResponse>;

export const exclusionProgressQuery = z
  .object({
    companyId: id,
    campaignType: listType.default('client'),
    campaignId: campaignKey.optional(),
  })
  .refine((query) => query.campaignType === 'client' || query.campaignId !== undefined, {
    path: ['campaignId'],
    message: SUPPRESSION_MESSAGES.campaignRequired,
  });

export const badRow = z.object({ line: z.number(), reason: z.string() });

/** Part 2 §3: id, filename, percentage, current_row, total_row; the rest is ours. */
export const exclusionJob = z.object({
  id: z.number(),
  filename: z.string(),
  status: z.enum(['queued', 'processing', 'done', 'failed']),
  percentage: z.number(),
  current_row: z.number(),
  total_row: z.number(),
  /** Entries the import added (a value already on the list adds nothing). */
  added_row: z.number(),
  bad_row_count: z.number(),
  /** The first bad rows, by line number. */
  bad_rows: z.array(badRow),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ExclusionJob = z.infer<typeof exclusionJob>;

export const exclusionProgressResponse = z.object({
  result: z.literal('success'),
  data: z.object({
    jobProgress: z.array(exclusionJob),
    jobDone: z.array(exclusionJob),
    /** Entries on the list now. */
    total_entries: z.number(),
  }),
});
export type ExclusionProgressResponse = z.infer<typeof exclusionProgressResponse>;

/** DELETE /leadspeek/suppressionlist/purge/{paramID}/{campaignType}: paramID is the client company
 * (campaignType client) or the campaign (campaignType campaign). */
export const exclusionPurgeParams = z.object({ paramID: campaignKey, campaignType: listType });

/** purgeSuppressionList reads result, title and msg (part 2 §7); purged is ours. */
export const purgeResponse = z.object({
  result: z.literal('success'),
  title: z.string(),
  msg: z.string(),
  purged: z.number(),
});
export type PurgeResponse = z.infer<typeof purgeResponse>;

/** The public opt-out page: a person names the e-mail address to exclude. */
export const optOutRequest = z.object({ email });
export type OptOutRequest = z.infer<typeof optOutRequest>;

/** The same answer whether or not we held data for the address. */
export const optOutRequestResponse = z.object({ result: z.literal('success'), message: z.string() });

/** A system user adds an e-mail address (or its MD5 hash) by hand. */
export const optOutAddRequest = z.object({ email: text.trim().min(1).max(254) });
export const optOutAddResponse = z.object({
  result: z.literal('success'),
  message: z.string(),
  id: z.number(),
});

export const optOutListQuery = z.object({
  ...pageQueryFields(TENANT_LIMITS),
});
export type OptOutListQuery = z.input<typeof optOutListQuery>;

export const optOutRow = z.object({
  id: z.number(),
  email_md5: z.string(),
  source: z.enum(['public', 'system']),
  requested_at: z.string(),
  /** When the job removed the person's data; null while it runs. */
  completed_at: z.string().nullable(),
  removed_leads: z.number(),
  removed_visits: z.number(),
  /** The address is on the opt-out list now (a purge takes it off). */
  excluded: z.boolean(),
});
export type OptOutRow = z.infer<typeof optOutRow>;

export const optOutListResponse = z.object({
  data: z.array(optOutRow),
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type OptOutListResponse = z.infer<typeof optOutListResponse>;

export const optOutPurgeParams = z.object({ companyRootId: id });
