// Rules a campaign payload can only be judged by against the stored campaign and the database:
// date order with stored dates, module-specific fields, real US states, the client's own groups,
// national OR local targeting. Each failure is a 422 naming the field; nothing is written.
import { datesInOrder, type LeadModuleKind, CAMPAIGN_FIELD_MESSAGES as M } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import { companyGroups } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { isUsStateCode } from '../general/states.ts';
import {
  type CampaignColumns,
  type CampaignFieldsInput,
  LOCAL_FIELDS,
  LOCATOR_FIELDS,
} from './campaign-columns.ts';

/** The client company the campaign is (to be) run for, proven, and the campaign's module. */
type Target = { client: InScope<'company'>; module: LeadModuleKind };

export async function checkCampaignFields(
  db: Queryable,
  target: Target,
  sent: CampaignFieldsInput,
  merged: CampaignColumns,
): Promise<void> {
  const problems: Record<string, string> = {};
  if (!datesInOrder(merged.startDate, merged.endDate)) problems.endDate = M.endBeforeStart;
  if (!datesInOrder(merged.limitLeadStart, merged.limitLeadEnd))
    problems.LimitLeadEnd = M.limitEndBeforeStart;
  if (target.module !== 'local')
    for (const field of LOCAL_FIELDS) if (sent[field] !== undefined) problems[field] = M.wrongModule;
  if (target.module !== 'locator')
    for (const field of LOCATOR_FIELDS) if (sent[field] !== undefined) problems[field] = M.wrongModule;
  if (sent.targeting && sent.targeting.kind !== target.module) problems.targeting = M.wrongModule;
  if (sent.locatorstate?.some((code) => !isUsStateCode(code))) problems.locatorstate = M.stateUnknown;
  const local =
    (merged.locatorState?.length ?? 0) + (merged.locatorCity?.length ?? 0) + (merged.locatorZip?.length ?? 0);
  if (target.module === 'locator' && merged.nationalTargeting && local > 0)
    problems.nationaltargeting = M.nationalOrLocal;
  if (sent.companyGroupID) {
    const [group] = await db
      .select({ id: companyGroups.id })
      .from(companyGroups)
      .where(
        and(
          eq(companyGroups.id, sent.companyGroupID),
          eq(companyGroups.companyId, target.client.id),
          eq(companyGroups.module, target.module),
        ),
      )
      .limit(1);
    if (!group) problems.companyGroupID = M.groupUnknown;
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
}
