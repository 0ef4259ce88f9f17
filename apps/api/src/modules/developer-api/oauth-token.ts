// The OAuth 2.0 client-credentials grant (RFC 6749 §4.4): a developer's client id and secret, in
// HTTP Basic auth or in the body (§2.3.1, one of the two), become a bearer token for an hour, bound
// to the credential's company and to the scopes asked for (all of them when none are named).
// Failures answer in the RFC's shape (§5.2), never the app's: OAuth clients read `error`.
import {
  API_TOKEN_LIFETIME_SECONDS,
  DEVELOPER_API_SCOPES,
  type DeveloperApiScope,
  type OAUTH_ERRORS,
} from '@lead/shared';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { apiCredentials, apiTokens } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { newToken, sameHash, sha256 } from '../../platform/secrets.ts';

type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];
export type TokenAnswer =
  | { status: 200; body: { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } }
  | { status: 400 | 401; body: { error: OAuthErrorCode; error_description: string } };

const failure = (status: 400 | 401, error: OAuthErrorCode, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

type TokenInput = { grant_type?: string; scope?: string; client_id?: string; client_secret?: string };

/** §2.3.1: `Basic base64(urlencode(id) ":" urlencode(secret))`; null when absent or malformed. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,800})$/i.exec(header.trim());
  if (!match?.[1]) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return 'malformed';
  }
}

/** The scopes asked for, all when none; null when one is not ours. */
function scopesOf(scope: string | undefined): DeveloperApiScope[] | null {
  const asked = (scope ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return [...DEVELOPER_API_SCOPES];
  const known = new Set<string>(DEVELOPER_API_SCOPES);
  return asked.every((one) => known.has(one)) ? [...new Set(asked as DeveloperApiScope[])] : null;
}

export async function grantToken(
  ctx: AppContext,
  input: TokenInput,
  authorization: string | undefined,
): Promise<TokenAnswer> {
  const basic = basicCredentials(authorization);
  if (basic === 'malformed')
    return failure(401, 'invalid_client', 'The Authorization header is not HTTP Basic.');
  if (basic && (input.client_id !== undefined || input.client_secret !== undefined))
    return failure(
      400,
      'invalid_request',
      'Send the client credentials in one place: the header or the body.',
    );
  if (!input.grant_type) return failure(400, 'invalid_request', 'grant_type is required.');
  if (input.grant_type !== 'client_credentials')
    return failure(400, 'unsupported_grant_type', 'Only the client_credentials grant is supported.');
  const scopes = scopesOf(input.scope);
  if (!scopes) return failure(400, 'invalid_scope', `Known scopes: ${DEVELOPER_API_SCOPES.join(', ')}.`);
  const clientId = basic?.id ?? input.client_id;
  const secret = basic?.secret ?? input.client_secret;
  if (!clientId || !secret) return failure(401, 'invalid_client', 'Send the client id and secret.');

  const [credential] = await ctx.db
    .select()
    .from(apiCredentials)
    .where(and(eq(apiCredentials.clientId, clientId), isNull(apiCredentials.revokedAt)));
  // The same answer for an unknown id and a wrong secret: no id can be probed.
  if (!credential || !sameHash(sha256(secret), credential.secretHash))
    return failure(401, 'invalid_client', 'The client id or secret is not valid.');

  const token = newToken();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // Its expired tokens go as it gets a new one, so the table holds about an hour's.
    await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.credentialId, credential.id), lt(apiTokens.expiresAt, now)));
    await tx.insert(apiTokens).values({
      credentialId: credential.id,
      tokenHash: sha256(token),
      scopes,
      expiresAt: new Date(now.getTime() + API_TOKEN_LIFETIME_SECONDS * 1000),
    });
    await tx.update(apiCredentials).set({ lastUsedAt: now }).where(eq(apiCredentials.id, credential.id));
  });
  return {
    status: 200,
    body: {
      access_token: token,
      token_type: 'Bearer',
      expires_in: API_TOKEN_LIFETIME_SECONDS,
      scope: scopes.join(' '),
    },
  };
}
