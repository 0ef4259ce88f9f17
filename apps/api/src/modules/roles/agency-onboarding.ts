// The onboarding of the agency a caller works under, for the role/module answer's
// agency_onboarding_status (part 1 §4 "Setup": profile_setup_completed tracks onboarding; "Forced
// pages": a missing card sends to Profile Setup; "Payment account status of an agency").
import type { AgencyOnboardingStatus, ShellFacts } from '@lead/shared';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { agencyOwnerOfClient, ownerOfCompany } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';

const flag = (value: boolean) => (value ? ('T' as const) : ('F' as const));

/** `company`: the caller's own company (proven); a client's agency is its parent. */
export async function agencyOnboardingOf(
  db: Queryable,
  company: ProvenCompany,
  facts: Pick<ShellFacts, 'user_type' | 'paymentAccountState'>,
): Promise<AgencyOnboardingStatus> {
  const owner =
    company.kind === 'client'
      ? await agencyOwnerOfClient(db, company)
      : await ownerOfCompany(db, company, company.kind === 'root' ? 'user' : 'userdownline');
  const profileDone = owner?.profileSetupCompleted ?? false;
  const cardSetUp = (owner?.customerCardId ?? null) !== null;
  // A sales person's facts carry its own payout account, not its platform's.
  const accountConnected = facts.user_type !== 'sales' && facts.paymentAccountState === 'connected';
  return {
    profile_setup_completed: flag(profileDone),
    card_set_up: cardSetUp,
    account_connected: accountConnected,
    completed: flag(profileDone && cardSetUp && accountConnected),
  };
}
