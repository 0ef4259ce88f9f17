// The client company a campaign (or an audience count) is for: a client's own company (another id
// is 404), or a client the actor manages (another tenant's is 404; an agency it manages is not a
// client: 422 naming the field).
import { CAMPAIGN_FIELD_MESSAGES as M } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { companyManagedBy, ownCompany, type ProvenCompany } from '../../platform/access/companies.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';

export async function campaignClient(
  db: Queryable,
  actor: Actor,
  companyId: number | undefined,
  field = 'companyID',
): Promise<ProvenCompany> {
  if (actor.userType === 'client') {
    if (companyId !== undefined && companyId !== actor.companyId) throw notFound();
    return ownCompany(db, actor);
  }
  if (companyId === undefined) throw invalid({ [field]: M.clientOnly });
  const company = await companyManagedBy(db, actor, companyId);
  if (company.kind !== 'client') throw invalid({ [field]: M.clientOnly });
  return company;
}
