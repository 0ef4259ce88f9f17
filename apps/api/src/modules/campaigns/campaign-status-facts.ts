// What starting a campaign depends on (issue 5 point 2): the product still enabled for the client,
// who pays (the client's card, or with manual bill the agency owner's card or Data Wallet, which
// opens after its agreement; issue 23 item 2), and the end date.
import { type ActivationFacts, betaAgreementNeeded, clientModules, isWalletTerm } from '@lead/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type campaigns, companies, paymentCards, users } from '../../db/schema/index.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { platformRootOf } from '../../platform/access/subtree.ts';
import { agencyOwnerOfClient } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import { betaStateFor } from '../features/beta-features.ts';
import { walletBalance } from '../wallet/wallet-funds-job.ts';

type Campaign = typeof campaigns.$inferSelect;

export async function activationFacts(
  db: Queryable,
  campaign: Campaign,
  client: ProvenCompany,
  now: Date,
): Promise<ActivationFacts> {
  /** A card saved by an owner (client owner or agency owner) of the client or of its agency. */
  const ownerHasCard = async (companyId: number, ownerType: 'client' | 'userdownline') => {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(paymentCards)
      .innerJoin(users, eq(users.id, paymentCards.userId))
      .where(and(eq(users.companyId, companyId), inArray(users.userType, [ownerType])))
      .limit(1);
    return row !== undefined;
  };
  const [agency] =
    client.parentId === null
      ? []
      : await db.select().from(companies).where(eq(companies.id, client.parentId)).limit(1);
  const agencyManualBill = agency?.kind === 'agency' && agency.manualBill;
  return {
    paymentTerm: campaign.paymentTerm,
    clientHasCard: await ownerHasCard(client.id, 'client'),
    agencyManualBill,
    agencyOwnerHasCard: agency && agencyManualBill ? await ownerHasCard(agency.id, 'userdownline') : false,
    // Issue 16: a manual-bill agency's Prepaid pools are paid from its Data Wallet.
    walletBalanceCents: agency && agencyManualBill ? await walletBalance(db, agency.id) : null,
    walletAgreementNeeded:
      agencyManualBill && isWalletTerm(campaign.paymentTerm)
        ? await walletAgreementNeeded(db, client)
        : false,
    endDate: campaign.endDate,
    timeZone: campaign.timezone,
    moduleEnabled: clientModules(client.leadspeekType).includes(campaign.module),
    now,
  };
}

/** The Data Wallet asks its beta agreement of the agency owner before it can be topped up. */
async function walletAgreementNeeded(db: Queryable, client: ProvenCompany): Promise<boolean> {
  const owner = await agencyOwnerOfClient(db, client);
  if (!owner) return false;
  const rootCompanyId = platformRootOf(client.path);
  const state = await betaStateFor(db, owner, rootCompanyId);
  return betaAgreementNeeded(
    state.betaFeatures.data_wallet,
    state.betaUserOf.data_wallet,
    state.agreements.data_wallet,
  );
}
