// Referral links (part 2 §7): the caller's own link and the registrations it brought. Agency owners
// and sales people refer agencies; nothing here takes an id, so each caller reads only its own.

import type { UserType } from '../constants.ts';
import {
  referralLinkResponse,
  referralRegistrationsQuery,
  referralRegistrationsResponse,
} from '../contracts/referrals.ts';
import { defineRoute } from './route.ts';

const tags = ['referrals'];
/** Who refers agencies to the platform. */
export const REFERRERS: UserType[] = ['userdownline', 'sales'];

export const referralRoutes = {
  /** The caller's link; the code is issued on the first read. */
  referralLink: defineRoute({
    method: 'GET',
    path: '/general/referralink',
    response: { 200: referralLinkResponse },
    auth: { userTypes: REFERRERS },
    tags,
  }),
  referralRegistrations: defineRoute({
    method: 'GET',
    path: '/general/referralink/registrations',
    query: referralRegistrationsQuery,
    response: { 200: referralRegistrationsResponse },
    auth: { userTypes: REFERRERS },
    tags,
  }),
};
