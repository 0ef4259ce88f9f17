// What must be unique on the whole platform, across tenants by design: e-mails (a person signs in
// with one), agency subdomains and custom domains (a host names one brand). The answers say only
// "taken", never whose.
import { messages } from '@lead/shared';
import { and, isNull, ne, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';

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
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${candidate.email}`,
        // A removed company's users and hosts free their e-mails, subdomains and domains.
        isNull(users.removedAt),
        own.userId ? ne(users.id, own.userId) : undefined,
      ),
    )
    .limit(1);
  if (user) problems.ClientEmail = messages.emailTaken;
  const otherCompany = and(
    isNull(companies.removedAt),
    own.companyId ? ne(companies.id, own.companyId) : undefined,
  );
  if (candidate.subdomain) {
    const [company] = await db
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
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.domain}) = ${candidate.domain}`, otherCompany))
      .limit(1);
    if (company || underPlatform) problems.DownlineDomain = messages.domainTaken;
  }
  return problems;
}

/** The platform's own domain: the root's, above the company at `companyPath`. */
export async function platformDomainOf(db: Queryable, companyPath: string): Promise<string | null> {
  const { rows } = await db.execute<{ domain: string | null }>(
    sql`select domain from companies where id = subpath(${companyPath}::ltree, 0, 1)::text::int`,
  );
  return rows[0]?.domain ?? null;
}
