// UI labels of the Referral Link page (/user/referral-link; merged into en.ts as `referrals`).
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const referrals = {
  title: 'Referral Link',
  intro:
    'Share your link with agencies you know. When one signs up through it, it is credited to you and listed below.',
  linkLabel: 'Your referral link',
  codeLabel: 'Referral code: {{code}}',
  copy: 'Copy link',
  copied: 'Link copied',
  linkFailed: messages.referralsLinkFailed,
  registrationsTitle: 'Agencies you brought',
  total_one: '{{count}} agency',
  total_other: '{{count}} agencies',
  columns: { company: 'Agency', name: 'Owner', registered: 'Registered' },
  loadFailed: messages.referralsLoadFailed,
  emptyTitle: 'No registrations yet',
  emptyText: 'Agencies that sign up through your link appear here, with the date they registered.',
};

addLabels({ referrals });
