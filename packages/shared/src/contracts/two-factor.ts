// Two-factor settings: part 1 §3 "Two-factor setting" and §7.
import { z } from 'zod';
import { TWO_FACTOR_TYPES } from '../constants.ts';
import { text } from './common.ts';

export const twoFactorSetting = z.object({
  two_factor_auth: z.boolean(),
  two_factor_auth_type: z.enum([...TWO_FACTOR_TYPES, 'none']),
});
export type TwoFactorSetting = z.infer<typeof twoFactorSetting>;

/** PUT body. For google, `code` (ours) proves the authenticator app was set up before it is required. */
export const twoFactorUpdateRequest = z
  .object({
    two_factor_auth: z.boolean(),
    two_factor_auth_type: z.enum([...TWO_FACTOR_TYPES, 'none']),
    secretKey: text.max(200).optional().nullable(),
    code: text.trim().max(10).optional().nullable(),
    /** Ours: a change of two-factor needs the current password, or a code of the current authenticator. */
    current_password: text.max(128).optional().nullable(),
    current_code: text.trim().max(10).optional().nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.two_factor_auth && body.two_factor_auth_type === 'none') {
      ctx.addIssue({ code: 'custom', path: ['two_factor_auth_type'], message: 'Choose email or google.' });
    }
    if (body.two_factor_auth && body.two_factor_auth_type === 'google') {
      if (!body.secretKey)
        ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'Required for google.' });
      if (!body.code || !/^\d{6}$/.test(body.code)) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code from the app.' });
      }
    }
  });
export type TwoFactorUpdateRequest = z.infer<typeof twoFactorUpdateRequest>;

export const googleSetupResponse = z.object({ qrCodeUrl: z.string(), secretKey: z.string() });
