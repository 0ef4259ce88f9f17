// Whose plan and billing a caller manages (issue 15 point 5): its own agency, or (platform staff,
// from the agency list) an agency of its platform. Else 404, as if the agency did not exist. The
// route's page and permission rules are waived for the caller's own company, so agency staff are
// asked here for the Settings update permission (an agency's owner holds every permission).
import { can } from '@lead/shared';
import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { accessFactsOf } from './access-facts.ts';
import type { Actor } from './actor.ts';
import { companyManagedBy, ownCompany, type ProvenCompany } from './companies.ts';
import { type InScope, prove } from './proof.ts';

export async function planAgency(db: Queryable, actor: Actor, companyId: number): Promise<ProvenCompany> {
  const own = companyId === actor.companyId;
  const company = own ? await ownCompany(db, actor) : await companyManagedBy(db, actor, companyId);
  if (company.kind !== 'agency') throw notFound();
  if (own && !can((await accessFactsOf(db, actor)).permissions, 'Settings', 'update')) throw forbidden();
  return company;
}

/** An agency's plan to read: as planAgency, without the update permission. */
export async function planAgencyToRead(
  db: Queryable,
  actor: Actor,
  companyId: number,
): Promise<ProvenCompany> {
  const own = companyId === actor.companyId;
  const company = own ? await ownCompany(db, actor) : await companyManagedBy(db, actor, companyId);
  if (company.kind !== 'agency') throw notFound();
  return company;
}

/**
 * The platform root of the caller, for the offers every user of a platform reads (package prices);
 * its session names it, so no query is needed. Only platform staff may write there (the route's rule).
 */
export const platformRootOf = (actor: Actor): InScope<'company'> =>
  prove('company', { id: actor.rootCompanyId });
