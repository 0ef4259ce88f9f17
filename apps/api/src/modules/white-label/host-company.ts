// Which company brands a host name: a verified custom domain, an agency subdomain, or the platform root.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { inSubtreeOfPath } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';

export type HostCompany = typeof companies.$inferSelect;

export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function resolveHostCompany(db: Queryable, rawHost: string): Promise<HostCompany> {
  const host = normaliseHost(rawHost);
  const [byDomain] = await db
    .select()
    .from(companies)
    .where(
      and(
        sql`lower(${companies.domain}) = ${host}`,
        // A removed agency's host brands nothing (its domain may belong to a new agency).
        isNull(companies.removedAt),
        // An agency's custom domain brands its site only once its DNS record was verified (issue 14):
        // until then anyone could claim a domain they do not control. The platform's own domain is config.
        // Off white label (issue 23), an agency's own domain serves nothing until white label is back.
        sql`(${companies.kind} = 'root' or (${companies.kind} = 'agency' and ${companies.isWhitelabeling} and ${companies.domainVerified} = lower(${companies.domain})))`,
      ),
    )
    .limit(1);
  if (byDomain) return byDomain;

  const dot = host.indexOf('.');
  const platformDomain = dot > 0 ? host.slice(dot + 1) : host;
  const roots = await db
    .select()
    .from(companies)
    .where(eq(companies.kind, 'root'))
    .orderBy(asc(companies.id));
  const root = roots.find((company) => company.domain?.toLowerCase() === platformDomain) ?? roots[0];
  if (!root) throw new Error('No platform root exists: the database has not been seeded.');
  if (dot > 0) {
    const [agency] = await db
      .select()
      .from(companies)
      .where(
        and(
          sql`lower(${companies.subdomain}) = ${host.slice(0, dot)}`,
          eq(companies.kind, 'agency'),
          isNull(companies.removedAt),
          inSubtreeOfPath(companies.path, root.path),
        ),
      )
      .limit(1);
    if (agency) return agency;
  }
  // Unknown subdomains fall back to the platform root (part 1 §3 "Domain info").
  return root;
}
