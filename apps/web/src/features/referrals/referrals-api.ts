// The caller's referral link and the agencies it brought (/general/referralink/).
import { referralRoutes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const REFERRALS_KEY = ['referrals'] as const;

export const readReferralLink = () => call(referralRoutes.referralLink);

export const listReferralRegistrations = (page: number, perPage: number) =>
  call(referralRoutes.referralRegistrations, { query: { Page: page, PerPage: perPage } });
