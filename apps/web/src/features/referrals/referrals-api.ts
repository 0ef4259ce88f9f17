// The caller's referral link and the agencies it brought (/general/referralink/).
import { customFieldRoutes, referralRoutes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const REFERRALS_KEY = ['referrals'] as const;

export const readReferralLink = () => call(referralRoutes.referralLink);

export const listReferralRegistrations = (page: number, perPage: number) =>
  call(referralRoutes.referralRegistrations, { query: { Page: page, PerPage: perPage } });

/** Copying happens in the browser only: it reports it for the user log (POST /general/user-log-saved). */
export const logLinkCopied = () =>
  call(customFieldRoutes.userLogSaved, {
    body: { action: 'link-copied', description: 'Copied the referral link' },
  });
