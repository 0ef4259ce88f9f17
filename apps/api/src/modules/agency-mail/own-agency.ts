// The agency whose white-label settings a call changes (issue 14): the caller's own agency. Anything
// else, another agency or a client, answers 404 as if it did not exist.
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany, type ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';

export async function ownAgency(ctx: AppContext, actor: Actor, companyId: number): Promise<ProvenCompany> {
  if (companyId !== actor.companyId) throw notFound();
  const company = await ownCompany(ctx.db, actor);
  if (company.kind !== 'agency') throw notFound();
  return company;
}
