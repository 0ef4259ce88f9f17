// What a report is about: a module (or all), under a company the caller may list, of one client or
// all of them, limited to the campaigns the caller may see (visibleCampaigns). A client id outside
// that company or the caller's reach answers 404, as if it did not exist.
import type { ReportModule, ReportSelectionParams } from '@lead/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import { visibleCampaigns } from '../../platform/access/campaigns.ts';
import { clientBelow, companyOwnOrManaged } from '../../platform/access/companies.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import type { ReportZone } from './report-zone.ts';

export type ReportSelection = {
  actor: Actor;
  moduleType: ReportModule;
  companyPath: string;
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
  return { actor, moduleType: params.moduleType, companyPath: company.path, clientId, zone };
}

/** Conditions on `campaigns` joined to its client company (`companies`): the selection's campaigns. */
export function selectedCampaigns(selection: ReportSelection): SQL[] {
  const conditions = [
    visibleCampaigns(selection.actor),
    sql`${companies.path} <@ ${selection.companyPath}::ltree`,
  ];
  if (selection.moduleType !== 'all') conditions.push(eq(campaigns.module, selection.moduleType));
  if (selection.clientId !== null) conditions.push(eq(campaigns.companyId, selection.clientId));
  return conditions;
}
