// Sign-in contracts: part 1 §7, field names exactly as the spec names them.
import { z } from 'zod';
import { TWO_FACTOR_TYPES } from '../constants.ts';
import { email, hostName, id, optionalText, password, text } from './common.ts';

/**
 * A company id the spec's client sends back as it read it: domain info answers idsys and company_id
 * as numbers, so a number is taken as well as text (the server reads the host, not these).
 */
const companyRef = z
  .union([text.max(64), z.number().int().nonnegative()])
  .optional()
  .nullable();

export const loginRequest = z.object({
  username: email,
  password: text.min(1, 'Enter your password.').max(128),
  gtoken: optionalText(4096),
  domainName: hostName,
  ownedcompanyid: companyRef,
  companyrootid: companyRef,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Either a session, or a second step to take (ours: the spec reads only access_token). */
export const loginResponse = z.union([
  z.object({ access_token: z.string() }),
  z.object({
    two_factor_required: z.literal(true),
    two_factor_auth_type: z.enum(TWO_FACTOR_TYPES),
    challenge: z.string(),
    email: z.string(),
    message: z.string(),
  }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyLoginRequest = z.object({
  email,
  code: text.trim().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  challenge: text.min(1).max(200),
});
export const verifyLoginResponse = z.object({
  result: z.literal('success'),
  rows: z.object({ access_token: z.string() }),
});

export const resendCodeRequest = z.object({
  email,
  companyrootid: companyRef,
  challenge: text.min(1).max(200),
});

export const REGISTER_USER_TYPES = ['client', 'userdownline'] as const;
export const registerRequest = z.object({
  companyname: text.trim().min(1, 'Enter the company name.').max(120),
  name: text.trim().min(1, 'Enter your full name.').max(120),
  email,
  phonenum: text.trim().max(32).optional().nullable(),
  password,
  gtoken: optionalText(4096),
  userType: z.enum(REGISTER_USER_TYPES),
  domainName: hostName,
  ownedcompanyid: companyRef,
  idsys: companyRef,
  refcode: text.trim().max(64).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ message: z.string(), access_token: z.string() });

export const forgetPassRequest = z.object({
  username: email,
  gtoken: optionalText(4096),
  ownedcompanyid: companyRef,
  companyrootid: companyRef,
  domainName: hostName.optional(),
});

export const passwordResetRequest = z
  .object({
    token: text.min(1).max(200),
    password,
    password_confirmation: text.max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The new password and its confirmation do not match.',
  });

export const changePasswordRequest = z.object({
  usrID: id,
  currpassword: text.min(1, 'Enter your current password.').max(128),
  newpassword: password,
});
export const changePasswordResponse = z.object({ result: z.literal('success'), message: z.string() });

export const ssoValidationRequest = z.object({
  subdomain: hostName,
  token: text.min(1).max(200),
  currentUserID: z.union([id, z.literal(''), z.null()]).optional(),
});
export const ssoValidationResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  access_token: z.string(),
  action: z.enum(['replace_user']).nullable(),
});

export const ssoTokenRequest = z.object({ user_id: id });
export const ssoTokenResponse = z.object({ token: z.string(), url: z.string() });
