// A developer API bearer token as the caller of a /v1 route (issue 26 part 2): the token must be live
// (not expired, its credential not revoked; rotating or revoking deletes its tokens) and carry one of
// the route's scopes. Its company stands for the caller with the rights of that company's owner
// account, so every v1 query goes through the same access layer as the web's, scoped to that company.
import type { DeveloperApiScope } from '@lead/shared';
import type { Database } from '../db.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../secrets.ts';
import type { Actor } from './actor.ts';
import { scopeOf } from './tenant-scope.ts';

/** RFC 6750 §2.1: the token68 characters. */
const BEARER = /^Bearer\s+([\w.~+/-]{20,200}=*)$/i;

/** The bearer token of an Authorization header, or undefined when it carries none that could be one. */
export const bearerTokenOf = (authorization: string | undefined): string | undefined =>
  BEARER.exec(authorization?.trim() ?? '')?.[1];

type CallerRow = {
  credential_id: number;
  scopes: string[];
  user_id: number;
  company_id: number;
  company_path: string;
  company_kind: Actor['companyKind'];
  root_company_path: string;
  user_type: Actor['userType'];
  is_system_user: boolean;
};

const refused = (status: 401 | 403, challenge: string, message: 'apiTokenInvalid' | 'apiScopeMissing') =>
  new AppError(status, message, undefined, {
    'www-authenticate': `Bearer realm="developer-api", ${challenge}`,
  });

/**
 * The token's credential, company and owner account. A named statement, parsed and planned once per
 * connection: every v1 request runs it, and planning its joins cost PostgreSQL more than running them.
 */
const CALLER_BY_TOKEN_HASH = `
  select t.credential_id, t.scopes, owner.id as user_id, c.id as company_id, c.path::text as company_path,
    c.kind as company_kind, subpath(c.path, 0, 1)::text as root_company_path,
    owner.user_type, owner.is_system_user
  from api_tokens t
  join api_credentials k on k.id = t.credential_id and k.revoked_at is null
  join companies c on c.id = k.company_id and c.removed_at is null
  cross join lateral (
    select u.id, u.user_type, u.is_system_user from users u
    where u.company_id = c.id and u.active and u.removed_at is null
      -- The company's owner account: an agency's first owner, a client's, the platform root's.
      and u.user_type = case c.kind when 'agency' then 'userdownline' when 'client' then 'client' else 'user' end
    order by u.id limit 1
  ) owner
  where t.token_hash = $1 and t.expires_at > now()`;

/** The caller a v1 request's bearer token stands for, or 401 / 403 (RFC 6750 §3.1). */
export async function apiCallerOf(
  db: Database,
  authorization: string | undefined,
  scopes: readonly DeveloperApiScope[],
): Promise<Actor> {
  const token = bearerTokenOf(authorization);
  const invalid = refused(401, 'error="invalid_token"', 'apiTokenInvalid');
  if (!token) throw invalid;
  const { rows } = await db.$client.query<CallerRow>({
    name: 'api_caller_by_token_hash',
    text: CALLER_BY_TOKEN_HASH,
    values: [sha256(token)],
  });
  const row = rows[0];
  if (!row) throw invalid;
  if (!scopes.some((scope) => row.scopes.includes(scope))) {
    throw refused(403, `error="insufficient_scope", scope="${scopes.join(' ')}"`, 'apiScopeMissing');
  }
  const caller = {
    companyPath: row.company_path,
    rootCompanyPath: row.root_company_path,
    isSystemUser: row.is_system_user,
  };
  return {
    userId: row.user_id,
    // No session: the token is the credential's; routes that end or link a session are not v1 routes.
    sessionId: 0,
    companyId: row.company_id,
    companyPath: row.company_path,
    companyKind: row.company_kind,
    rootCompanyId: Number(row.root_company_path),
    rootCompanyPath: row.root_company_path,
    userType: row.user_type,
    isSystemUser: row.is_system_user,
    viewerUserId: null,
    apiCredentialId: row.credential_id,
    scope: scopeOf(caller),
  };
}
