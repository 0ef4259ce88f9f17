// Document download authorisation (part 1 §2 /download-auth/{pkdoc}, §7 POST /docauth with pwd and
// urldata): a document is downloaded only after the person re-enters their password. The documents
// are the lead lists of campaigns (pkdoc: the campaign's leadspeek_api_id), which hold personal data.
import { z } from 'zod';
import { AUTH_LIMITS } from '../constants.ts';
import { text } from './common.ts';

/** A document reference as it stands in the URL: a campaign's public id. */
export const documentKey = text
  .trim()
  .min(1, 'Name the document.')
  .max(64, 'This is not a document link.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This is not a document link.');

export const documentParams = z.object({ pkdoc: documentKey });
export const documentInfoResponse = z.object({
  pkdoc: z.string(),
  campaign_name: z.string(),
  company_name: z.string(),
  module: z.string(),
  lead_count: z.number(),
  file_name: z.string(),
});
export type DocumentInfo = z.infer<typeof documentInfoResponse>;

/** The password typed again: every download of leads carries it (issue 23 item 12). */
export const downloadPassword = text.min(1, 'Enter your password.').max(AUTH_LIMITS.passwordMaxLength);

export const documentDownloadRequest = z.object({ pwd: downloadPassword, urldata: documentKey });

/** The body of every other lead download (dashboard and Leads Management CSV): the password again. */
export const leadDownloadRequest = z.object({ pwd: downloadPassword });
