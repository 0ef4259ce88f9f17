// The developer API's credentials and tokens (issue 26 part 2; part 2 §3 "API credentials":
// client_id, secret_key, base_url; §7 generateAuthenticateOpenApi, getAuthenticateOpenApi).
import { z } from 'zod';
import { email, text } from './common.ts';

/** What a token may do, named in the grant's `scope` (RFC 6749 §3.3: space-separated). */
export const DEVELOPER_API_SCOPES = [
  'leads:read',
  'campaigns:write',
  'exclusions:write',
  'webhooks:write',
  'sso:issue',
] as const;
export type DeveloperApiScope = (typeof DEVELOPER_API_SCOPES)[number];

/** A token lives an hour; the client asks for a new one with its credentials. */
export const API_TOKEN_LIFETIME_SECONDS = 3600;
/** Enough for test, staging and production keys, never thousands. */
export const MAX_API_CREDENTIALS = 10;

export const apiCredentialName = text.trim().min(1).max(60);
/** The name of credentials made without one. */
export const DEFAULT_API_CREDENTIAL_NAME = 'Default';

/** generateAuthenticateOpenApi: the spec sends the site's subdomain and the user's e-mail. */
export const generateApiCredentialRequest = z.object({
  name: apiCredentialName.optional(),
  subdomain: text.trim().max(253).optional(),
  email: email.optional(),
});

export const apiCredentialRow = z.object({
  id: z.number().int(),
  name: z.string(),
  client_id: z.string(),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiCredentialRow = z.infer<typeof apiCredentialRow>;

/**
 * The secret, this once: the spec's `data.user` of generateAuthenticateOpenApi. A repeat of the same
 * call (its Idempotency-Key) answers the same credential with secret_key null: it is not kept.
 */
export const issuedApiCredential = z.object({
  data: z.object({
    status: z.literal('success'),
    user: z.object({ client_id: z.string(), secret_key: z.string().nullable() }),
  }),
  credential: apiCredentialRow,
  message: z.string(),
});

/**
 * getAuthenticateOpenApi: status, base_url and the newest client_id. The secret is never answered
 * again (the spec reads secret_key here; it is null: only its hash is kept).
 */
export const apiCredentialList = z.object({
  data: z.object({ status: z.enum(['success', 'none']) }),
  base_url: z.string(),
  client_id: z.string().nullable(),
  secret_key: z.null(),
  credentials: z.array(apiCredentialRow),
});
export type ApiCredentialList = z.infer<typeof apiCredentialList>;

/** RFC 6749 §4.4.2, as a form or JSON; client_id and client_secret here or in Basic auth (§2.3.1). */
export const tokenRequest = z.object({
  grant_type: text.max(100).optional().meta({ example: 'client_credentials' }),
  scope: text.max(1000).optional().meta({ example: 'leads:read' }),
  client_id: text.max(200).optional().meta({ example: 'YOUR_CLIENT_ID' }),
  client_secret: text.max(200).optional().meta({ example: 'YOUR_CLIENT_SECRET' }),
});

/** RFC 6749 §5.1. */
export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().meta({ example: API_TOKEN_LIFETIME_SECONDS }),
  scope: z.string().meta({ example: 'leads:read' }),
});

/** RFC 6749 §5.2. */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;
export const oauthError = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
});

/** GET /v1/me: what a bearer token stands for (a developer checks a token with it). */
export const apiTokenInfo = z.object({
  client_id: z.string(),
  company_id: z.number().int(),
  scopes: z.array(z.string()),
  expires_at: z.string(),
});

/** RFC 6750 §3.1: a bearer token refused. */
export const bearerError = z.object({
  error: z.literal('invalid_token'),
  error_description: z.string(),
});
