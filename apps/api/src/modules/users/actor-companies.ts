// A user with its company, parent and the agency its billing and brand follow: the signed-in user's
// own (actorCompanies), or those of a user the caller was shown to reach (companiesOfUser).
import { inArray } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownUser, type ProvenUser } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { lineageIds } from '../white-label/company-settings.ts';

export async function actorCompanies(db: Queryable, actor: Actor) {
  return companiesOfUser(db, await ownUser(db, actor, actor.userId), actor.companyPath);
}

/** `companyPath` is the path of the user's own company. */
export async function companiesOfUser(db: Queryable, user: ProvenUser, companyPath: string) {
  const lineage = lineageIds(companyPath);
  const related = await db.select().from(companies).where(inArray(companies.id, lineage));
  const company = related.find((candidate) => candidate.id === user.companyId);
  if (!company) throw notFound();
  const parent = related.find((candidate) => candidate.id === company.parentId) ?? null;
  // A client is billed, and branded, through its agency.
  const agency = company.kind === 'client' && parent ? parent : company;
  // The platform root: what a new agency of it starts with (its terms and products).
  const root = related.find((candidate) => candidate.kind === 'root') ?? agency;
  return { user, lineage, company, parent, agency, root };
}
