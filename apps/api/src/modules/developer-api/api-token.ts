// A developer API bearer token (RFC 6750) as the v1 calls read it: live (not expired, its credential
// not revoked; rotating or revoking deletes its tokens), with the company and scopes it was granted.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { apiCredentials, apiTokens } from '../../db/schema/index.ts';
import { bearerTokenOf } from '../../platform/access/api-callers.ts';
import type { Queryable } from '../../platform/db.ts';
import { sha256 } from '../../platform/secrets.ts';

export async function whoseToken(db: Queryable, authorization: string | undefined) {
  const token = bearerTokenOf(authorization);
  if (!token) return null;
  const [row] = await db
    .select({
      client_id: apiCredentials.clientId,
      company_id: apiCredentials.companyId,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(apiCredentials, eq(apiCredentials.id, apiTokens.credentialId))
    .where(
      and(
        eq(apiTokens.tokenHash, sha256(token)),
        gt(apiTokens.expiresAt, new Date()),
        isNull(apiCredentials.revokedAt),
      ),
    );
  if (!row) return null;
  const { expiresAt, ...rest } = row;
  return { ...rest, expires_at: expiresAt.toISOString() };
}
