// Referral links (part 2 §7 "Referral under /general/referralink/"): an agency owner's or a sales
// person's own link to /agency-register/{code}, and the agencies that registered through it.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { pageQueryFields, pageResponseFields } from './common.ts';

export const referralLinkResponse = z.object({
  referral_code: z.string(),
  /** The platform's agency sign-up page carrying the code (the configured host, never the request's). */
  referral_link: z.string(),
});
export type ReferralLink = z.infer<typeof referralLinkResponse>;

export const referralRegistrationsQuery = z.object(pageQueryFields(TENANT_LIMITS));
export const referralRegistration = z.object({
  company_id: z.number(),
  company_name: z.string(),
  name: z.string(),
  registered_at: z.string(),
});
export type ReferralRegistration = z.infer<typeof referralRegistration>;
export const referralRegistrationsResponse = z.object({
  data: z.array(referralRegistration),
  ...pageResponseFields,
});
