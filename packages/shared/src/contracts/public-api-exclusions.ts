// The developer API's exclusion entries (issue 26 part 2 item 3): a client's client-wide exclusion
// list (part 2 §7 "Exclusion list"), one entry at a time or in bulk. An entry is an e-mail address or
// its MD5 hash, checked as the web's upload checks a row; the list keeps only the hash.
import { z } from 'zod';
import { bigId, id, text } from './common.ts';
import { publicPageQuery } from './public-api.ts';

/** Entries one bulk call takes. */
export const PUBLIC_EXCLUSIONS_BULK_MAX = 1000;

export const publicExclusion = z
  .object({
    id: z.number().int(),
    client_id: z.number().int().describe('The client company whose list holds the entry.'),
    email_md5: z
      .string()
      .describe('MD5 of the trimmed, lower-cased e-mail address: all the list keeps of an entry.'),
    created_at: z.string(),
  })
  .meta({ id: 'ExclusionEntry' });
export type PublicExclusion = z.infer<typeof publicExclusion>;

const exclusionEmail = text
  .max(320)
  .describe('An e-mail address, or the MD5 hash of the trimmed, lower-cased address.');

const clientId = id.describe(
  "The client company whose list it is: a client's token names its own company, an agency's one of its clients.",
);

export const publicExclusionsQuery = publicPageQuery.extend({ client_id: clientId });

export const publicExclusionCreate = z.object({ client_id: clientId, email: exclusionEmail });

export const publicExclusionBulk = z.object({
  client_id: clientId,
  entries: z
    .array(z.object({ email: exclusionEmail }))
    .min(1)
    .max(PUBLIC_EXCLUSIONS_BULK_MAX)
    .describe(`1 to ${PUBLIC_EXCLUSIONS_BULK_MAX} entries.`),
});

export const publicExclusionBulkResult = z
  .object({
    added: z.number().int().describe('Entries put on the list by this call.'),
    already_there: z.number().int().describe('Entries the list held already (or named twice in the call).'),
    refused: z
      .array(z.object({ index: z.number().int(), reason: z.string() }))
      .describe('Entries not added, by their index in `entries`, with why.'),
  })
  .meta({ id: 'ExclusionBulkResult' });
export type PublicExclusionBulkResult = z.infer<typeof publicExclusionBulkResult>;

export const publicExclusionParams = z.object({ entryId: bigId });

export const publicExclusionDeleted = z
  .object({ id: z.number().int(), deleted: z.literal(true) })
  .meta({ id: 'ExclusionEntryDeleted' });
