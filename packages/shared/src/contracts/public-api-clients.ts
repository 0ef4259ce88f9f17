// The developer API's clients and single sign-on links (issue 26 part 2 item 3): an agency lists and
// adds its clients and issues one-time sign-in links for its clients' users, in our own field names.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { messages } from '../messages.ts';
import { id, text } from './common.ts';
import { publicPageQuery } from './public-api.ts';

export const PUBLIC_CLIENT_STATUSES = ['active', 'inactive'] as const;

export const publicClient = z
  .object({
    id: z.number().int().describe('The client company; campaigns take it as client_id.'),
    name: z.string().describe("The client's company name."),
    owner_name: z.string().nullable(),
    email: z.string().nullable().describe("The e-mail of the client's owner account."),
    phone: z.string().nullable(),
    status: z
      .enum(PUBLIC_CLIENT_STATUSES)
      .describe('inactive: its owner account was deactivated and cannot sign in.'),
    created_at: z.string(),
  })
  .meta({ id: 'Client' });
export type PublicClient = z.infer<typeof publicClient>;

export const publicClientsQuery = publicPageQuery.extend({
  q: text
    .max(TENANT_LIMITS.searchMax)
    .optional()
    .describe("Only clients whose name or owner's e-mail contains this text."),
});

/** The web's add-client form, in our names; its rules (shared downline form) judge it. */
export const publicClientCreate = z
  .object({
    company_name: text.max(TENANT_LIMITS.companyNameMax).optional().describe("Left out: the owner's name."),
    owner_name: text.max(TENANT_LIMITS.fullNameMax),
    email: text.max(254).describe('The owner account signs in with it; it gets the invitation e-mail.'),
    phone: text.max(30).optional(),
    phone_country: text
      .max(2)
      .optional()
      .describe('The two-letter country of the phone number (ISO 3166-1), e.g. US.'),
  })
  .meta({ id: 'ClientCreate' });

/** Who signs in: a user of one of the agency's clients, by id or by e-mail (exactly one). */
export const publicSsoTokenRequest = z
  .object({
    user_id: id.optional(),
    email: text.max(254).optional(),
  })
  .superRefine((value, context) => {
    if ((value.user_id === undefined) === (value.email === undefined))
      context.addIssue({ code: 'custom', path: ['user_id'], message: messages.apiSsoTargetChoice });
  })
  .meta({ id: 'SsoTokenRequest' });

export const publicSsoToken = z
  .object({
    token: z
      .string()
      .nullable()
      .describe('Single use; it signs the user in once. Shown once: null when the call is repeated.'),
    url: z
      .string()
      .nullable()
      .describe("The sign-in link on the user's own host; null when the call is repeated."),
    expires_at: z.string(),
  })
  .meta({ id: 'SsoToken' });
