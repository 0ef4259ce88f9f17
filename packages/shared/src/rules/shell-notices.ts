// Persistent notices of part 1 §8 and the landing after view-as (part 2 §2), from the shell facts.
import type { ShellFacts } from '../contracts/shell.ts';
import type { MessageKey } from '../messages.ts';
import { forcedPage } from './forced-pages.ts';
import { betaFeatureOpen } from './modules.ts';
import type { ModulePermissions } from './permissions.ts';
import { sidebarEntries } from './sidebar.ts';

type AccountState = ShellFacts['paymentAccountState'];

const agencyNotices: Partial<Record<AccountState, MessageKey>> = {
  'not-connected': 'paymentNoticeAgencyNotConnected',
  pending: 'paymentNoticeAgencyPending',
  inverification: 'paymentNoticeUnderReview',
};
const salesNotices: Partial<Record<AccountState, MessageKey>> = {
  'not-connected': 'paymentNoticeSalesNotConnected',
  pending: 'paymentNoticeSalesPending',
  inverification: 'paymentNoticeUnderReview',
};

export function paymentNotices(facts: ShellFacts): MessageKey[] {
  // During onboarding the profile setup itself leads through card and account.
  if (facts.profile_setup_completed !== 'T') return [];
  const agencyOwner = (facts.user_type === 'user' || facts.user_type === 'userdownline') && !facts.systemuser;
  const table = facts.user_type === 'sales' ? salesNotices : agencyOwner ? agencyNotices : {};
  const notices: MessageKey[] = [];
  const accountNotice = table[facts.paymentAccountState];
  if (accountNotice) notices.push(accountNotice);
  // A user who must have a card and has none is held on profile setup by the forced-page rule.
  if (!facts.cardSetUp && forcedPage(facts, 'other') === 'profile-setup') notices.push('cardMissing');
  return notices;
}

/** After 'view as user': the local module, else the locator module, else settings or profile setup. */
export function viewAsLanding(facts: ShellFacts): string {
  const b2bOpen = betaFeatureOpen(facts.betaFeatures.b2b_module, facts.betaUserOf.b2b_module);
  const sidebar = sidebarEntries({ ...facts, b2bOpen, permissions: facts.permissions as ModulePermissions });
  if (sidebar.includes('module:local')) return `/${facts.moduleNames.local.url}/dashboard`;
  if (sidebar.includes('module:locator')) return `/${facts.moduleNames.locator.url}/dashboard`;
  if (facts.user_type === 'user' || facts.user_type === 'userdownline')
    return '/configuration/general-setting';
  return '/user/profile-setup';
}
