// Domain info (part 1 §3): the brand, contacts and payment state of the company behind a host.
import type { DomainInfo } from '@lead/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { appearanceFor, lineageIds } from './company-settings.ts';
import { resolveHostCompany } from './host-company.ts';

export async function domainInfoFor(db: Queryable, host: string): Promise<DomainInfo> {
  const company = await resolveHostCompany(db, host);
  const lineage = lineageIds(company.path);
  const ownerTypes: ('user' | 'userdownline')[] =
    company.kind === 'root' ? ['user'] : ['userdownline', 'user'];
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, company.id), inArray(users.userType, ownerTypes)))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    idsys: lineage[lineage.length - 1] ?? company.id,
    company_id: company.id,
    company_root_name: company.companyName,
    legal_name: company.legalName,
    short_name: company.shortName,
    address: company.address,
    city: company.city,
    zip: company.zip,
    state_code: company.stateCode,
    state_name: company.stateName,
    domain: company.domain,
    subdomain: company.subdomain,
    phone: company.phone,
    root_user_name: owner?.name ?? null,
    email: owner?.email ?? company.email,
    logo: company.logo,
    rootcomp: company.kind === 'root' ? 'T' : 'F',
    agencyplatformroot: company.kind === 'agency' ? 'T' : 'F',
    charges_enabled: company.chargesEnabled,
    payouts_enabled: company.payoutsEnabled,
    account_requirements: company.accountRequirements,
    appearance: await appearanceFor(db, lineage),
  };
}
