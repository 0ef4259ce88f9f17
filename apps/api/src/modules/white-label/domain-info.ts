// Domain info (part 1 §3): the brand, contacts and payment state of the company behind a host.
import { type DomainInfo, PAYMENT_TERMS } from '@lead/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { appearanceFor, brandLineageIds, lineageIds, moduleNamesFor } from './company-settings.ts';
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
  const brand = await brandLineageIds(db, company.path);
  const idsys = lineage[lineage.length - 1] ?? company.id;
  const [agencySideMenu, rootSideMenu] = await Promise.all([
    moduleNamesFor(db, lineage),
    moduleNamesFor(db, [idsys]),
  ]);
  const fields: Omit<DomainInfo, 'params'> = {
    idsys,
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
    logo: brand[0] === company.id ? company.logo : await logoOf(db, brand[0]),
    rootcomp: company.kind === 'root' ? 'T' : 'F',
    agencyplatformroot: company.kind === 'agency' ? 'T' : 'F',
    charges_enabled: company.chargesEnabled,
    payouts_enabled: company.payoutsEnabled,
    account_requirements: company.accountRequirements,
    appearance: await appearanceFor(db, brand),
    paymenttermlist: PAYMENT_TERMS.filter((term) => company.selectedTerms.includes(term)),
    agency_side_menu: agencySideMenu,
    rootsidemenu: rootSideMenu,
  };
  return { ...fields, params: fields };
}

/** The logo of the company that brands a host in place of an agency off white label. */
async function logoOf(db: Queryable, companyId: number | undefined): Promise<string | null> {
  if (companyId === undefined) return null;
  const [row] = await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId));
  return row?.logo ?? null;
}
