// Which exclusion list a call is about (part 2 §6: clients only). A client's own list is its company;
// another company's id answers 404 as if it did not exist. A campaign's list is one of the client's
// campaigns, found through the one campaign visibility helper.
import type { SuppressionListType } from '@lead/shared';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { companies, suppressionEntries, suppressionImports } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { visibleCampaign } from './campaigns.ts';
import { companyManagedBy, ownCompany } from './companies.ts';
import { managedBy } from './subtree.ts';

export type ExclusionList = {
  type: SuppressionListType;
  companyId: number;
  /** The campaign of a campaign list; null for the client-wide list. */
  campaignId: number | null;
  /** How logs name the list. */
  label: string;
};

export type ExclusionListKey = {
  type: SuppressionListType;
  companyId?: number;
  /** A campaign's leadspeek_api_id (or numeric id), for campaign lists. */
  campaign?: string;
};

export async function exclusionListOf(
  db: Queryable,
  actor: Actor,
  key: ExclusionListKey,
): Promise<ExclusionList> {
  // Only clients reach these routes; the check stays here so no other caller can widen it.
  if (actor.userType !== 'client') throw notFound();
  if (key.companyId !== undefined && key.companyId !== actor.companyId) throw notFound();
  if (key.type === 'client') {
    return { type: 'client', companyId: actor.companyId, campaignId: null, label: 'the exclusion list' };
  }
  if (key.campaign === undefined) throw notFound();
  const { campaign } = await visibleCampaign(db, actor, key.campaign);
  return {
    type: 'campaign',
    companyId: campaign.companyId,
    campaignId: campaign.id,
    label: `the exclusion list of campaign ${campaign.leadspeekApiId}`,
  };
}

/** The entries of one list (the client scope never matches a campaign's entries, and back). */
export function entriesOf(list: ExclusionList): SQL {
  return and(
    eq(suppressionEntries.scope, list.type),
    eq(suppressionEntries.companyId, list.companyId),
    list.campaignId === null
      ? isNull(suppressionEntries.campaignId)
      : eq(suppressionEntries.campaignId, list.campaignId),
  ) as SQL;
}

/** The uploads of one list. */
export function importsOf(list: ExclusionList): SQL {
  return and(
    eq(suppressionImports.companyId, list.companyId),
    list.campaignId === null
      ? isNull(suppressionImports.campaignId)
      : eq(suppressionImports.campaignId, list.campaignId),
  ) as SQL;
}

/**
 * The client-wide list of a client for a developer API caller: a client's token reaches its own list,
 * an agency's the lists of the clients it manages (another agency's client answers 404).
 */
export async function clientListManagedBy(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<ExclusionList> {
  const company =
    clientId === actor.companyId ? await ownCompany(db, actor) : await companyManagedBy(db, actor, clientId);
  if (company.kind !== 'client') throw notFound();
  return {
    type: 'client',
    companyId: company.id,
    campaignId: null,
    label: `the exclusion list of ${company.companyName}`,
  };
}

/** One entry of a client-wide list the caller reaches (clientListManagedBy), locked to delete it. */
export async function clientEntryManagedBy(
  db: Queryable,
  actor: Actor,
  entryId: number,
): Promise<{ entryId: number; list: ExclusionList }> {
  const [row] = await db
    .select({ id: suppressionEntries.id, companyId: companies.id })
    .from(suppressionEntries)
    .innerJoin(companies, eq(companies.id, suppressionEntries.companyId))
    .where(
      and(
        eq(suppressionEntries.id, entryId),
        eq(suppressionEntries.scope, 'client'),
        isNull(suppressionEntries.campaignId),
        or(eq(companies.id, actor.companyId), managedBy(actor)),
      ),
    )
    .for('update', { of: suppressionEntries })
    .limit(1);
  if (!row) throw notFound();
  return { entryId: row.id, list: await clientListManagedBy(db, actor, row.companyId) };
}
