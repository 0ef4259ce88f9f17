// The Data Wallet is a beta feature (part 1 §4 'Beta b2b', §6 menu rule; part 2 §4 Agreements): it
// opens when the data_wallet feature is not beta, applies to every agency, or the user is a beta user,
// and it asks for the beta service agreement first when the beta applies. The server holds the same
// rule as the menu, so a hidden wallet cannot be called either.
import { betaAgreementNeeded, betaFeatureOpen } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { betaStateFor } from '../features/beta-features.ts';

export async function requireWalletBeta(db: Queryable, actor: Actor): Promise<void> {
  const state = await betaStateFor(db, selfOf(actor), actor.rootCompanyId);
  const feature = state.betaFeatures.data_wallet;
  const member = state.betaUserOf.data_wallet;
  if (!betaFeatureOpen(feature, member)) throw new AppError(403, 'walletBetaClosed');
  if (betaAgreementNeeded(feature, member, state.agreements.data_wallet))
    throw new AppError(403, 'walletAgreementNeeded');
}
