// What a report is about: a module (or all), under a company the caller may list, of one client or
// all of them, limited to the campaigns the caller may see (visibleCampaigns). A client id outside
// that company or the caller's reach answers 404, as if it did not exist.
import type { ReportModule, ReportSelectionParams } from '@lead/shared';
import { eq, type SQL } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { clientBelow, companyOwnOrManaged } from '../../platform/access/companies.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import type { ReportZone } from './report-zone.ts';

export type ReportSelection = {
  actor: Actor;
  moduleType: ReportModule;
  /** The listed company the report is under. */
  company: ProvenCompany;
  /** One client company, or null for every client under the company. */
  clientId: number | null;
  zone: ReportZone;
};

export async function resolveSelection(
  db: Queryable,
  actor: Actor,
  params: ReportSelectionParams,
  zone: ReportZone,
): Promise<ReportSelection> {
  const company = await companyOwnOrManaged(db, actor, params.companyID);
  const clientId =
    params.clientID === 'all' ? null : (await clientBelow(db, actor, company, params.clientID)).id;
  return { actor, moduleType: params.moduleType, company, clientId, zone };
}

/** Conditions on `campaigns` joined to its client company (`companies`): the selection's campaigns. */
export function selectedCampaigns(selection: ReportSelection): SQL[] {
  const conditions = [visibleCampaigns(selection.actor), inSubtreeOf(selection.company)];
  if (selection.moduleType !== 'all') conditions.push(eq(campaigns.module, selection.moduleType));
  if (selection.clientId !== null) conditions.push(eq(campaigns.companyId, selection.clientId));
  return conditions;
}
