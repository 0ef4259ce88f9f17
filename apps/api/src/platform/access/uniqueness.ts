// What must be unique on the whole platform, across tenants by design: e-mails (a person signs in
// with one), agency subdomains and custom domains (a host names one brand). The answers say only
// "taken", never whose.
import { messages } from '@lead/shared';
import { and, isNull, ne, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { beyondScope } from './tenant-db.ts';

type Problems = Record<string, string>;

/**
 * E-mails are unique on the whole platform; subdomains and custom domains too. A custom domain may
 * not be the platform's own domain or a host under it: that would take over another agency's site.
 */
export async function takenProblems(
  db: Queryable,
  candidate: {
    email: string;
    subdomain: string | null;
    domain: string | null;
    platformDomain: string | null;
  },
  own: { userId?: number; companyId?: number },
): Promise<Problems> {
  const problems: Problems = {};
  // Across tenants by design: past the caller's scope, answering only "taken".
  const everyone = beyondScope(db);
  if (await emailTaken(db, candidate.email, own.userId)) problems.ClientEmail = messages.emailTaken;
  const otherCompany = and(
    isNull(companies.removedAt),
    own.companyId ? ne(companies.id, own.companyId) : undefined,
  );
  if (candidate.subdomain) {
    const [company] = await everyone
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.subdomain}) = ${candidate.subdomain}`, otherCompany))
      .limit(1);
    if (company) problems.DownlineSubDomain = messages.subdomainTaken;
  }
  if (candidate.domain) {
    const platform = candidate.platformDomain?.toLowerCase() ?? null;
    const underPlatform =
      platform !== null && (candidate.domain === platform || candidate.domain.endsWith(`.${platform}`));
    const [company] = await everyone
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.domain}) = ${candidate.domain}`, otherCompany))
      .limit(1);
    if (company || underPlatform) problems.DownlineDomain = messages.domainTaken;
  }
  return problems;
}

/** Whether a user other than `ownUserId` signs in with `email` (lower-cased), on any platform. */
export async function emailTaken(db: Queryable, email: string, ownUserId?: number): Promise<boolean> {
  const [user] = await beyondScope(db)
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        // A removed company's users and hosts free their e-mails, subdomains and domains.
        isNull(users.removedAt),
        ownUserId ? ne(users.id, ownUserId) : undefined,
      ),
    )
    .limit(1);
  return user !== undefined;
}

/** The platform's own domain: the root's, above the company at `companyPath`. */
export async function platformDomainOf(db: Queryable, companyPath: string): Promise<string | null> {
  const { rows } = await db.execute<{ domain: string | null }>(
    sql`select domain from companies where id = subpath(${companyPath}::ltree, 0, 1)::text::int`,
  );
  return rows[0]?.domain ?? null;
}
