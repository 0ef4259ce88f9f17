// Which persistent notice of part 1 §8 a signed-in user gets: the payment-account notices for agency
// owners and sales people, and the missing-card notice once the profile is done.
import { forcedPageFor, messages, type ShellFacts } from '@lead/shared';
import type { en } from '../../i18n/en.ts';

type NoticeKey = keyof (typeof en)['paymentNotices'];
export type PaymentNotice = { key: string; message: string };

const agencyNotices: Partial<Record<ShellFacts['paymentAccountState'], NoticeKey>> = {
  'not-connected': 'agencyNotConnected',
  pending: 'agencyPending',
  inverification: 'underReview',
};
const salesNotices: Partial<Record<ShellFacts['paymentAccountState'], NoticeKey>> = {
  'not-connected': 'salesNotConnected',
  pending: 'salesPending',
  inverification: 'underReview',
};

export function paymentNotices(facts: ShellFacts, text: (key: NoticeKey) => string): PaymentNotice[] {
  // During onboarding the profile setup itself leads through card and account.
  if (facts.profile_setup_completed !== 'T') return [];
  const notices: PaymentNotice[] = [];
  const isAgencyOwner =
    (facts.user_type === 'user' || facts.user_type === 'userdownline') && !facts.systemuser;
  const table = facts.user_type === 'sales' ? salesNotices : isAgencyOwner ? agencyNotices : {};
  const accountNotice = table[facts.paymentAccountState];
  if (accountNotice) notices.push({ key: accountNotice, message: text(accountNotice) });
  // A user who must have a card and has none is held on profile setup by the forced-page rule.
  if (!facts.cardSetUp && forcedPageFor(facts, 'other') === 'profile-setup') {
    notices.push({ key: 'cardMissing', message: messages.cardMissing });
  }
  return notices;
}
