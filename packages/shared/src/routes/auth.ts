// Sign-in, sign-up, password reset, two-factor and single sign-on (part 1 §7).
import { z } from 'zod';
import {
  forgetPassRequest,
  loginRequest,
  loginResponse,
  passwordResetRequest,
  registerRequest,
  registerResponse,
  resendCodeRequest,
  ssoTokenRequest,
  ssoTokenResponse,
  ssoValidationRequest,
  ssoValidationResponse,
  verifyLoginRequest,
  verifyLoginResponse,
} from '../contracts/auth.ts';
import { id, messageBody, text } from '../contracts/common.ts';
import { googleSetupResponse, twoFactorSetting, twoFactorUpdateRequest } from '../contracts/two-factor.ts';
import { defineRoute } from './route.ts';
import { SIGN_IN_PATHS } from './sign-in-paths.ts';

const tags = ['auth'];
const userIdParams = z.object({ userId: id });

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: SIGN_IN_PATHS.login,
    body: loginRequest,
    response: { 200: loginResponse },
    auth: 'public',
    tags,
  }),
  verifyLogin: defineRoute({
    method: 'POST',
    path: SIGN_IN_PATHS.verifyLogin,
    body: verifyLoginRequest,
    response: { 200: verifyLoginResponse },
    auth: 'public',
    tags,
  }),
  resendCode: defineRoute({
    method: 'POST',
    path: SIGN_IN_PATHS.resendCode,
    body: resendCodeRequest,
    response: { 200: messageBody },
    auth: 'public',
    tags,
  }),
  logout: defineRoute({ method: 'POST', path: '/logout', response: { 200: messageBody }, auth: {}, tags }),
  register: defineRoute({
    method: 'POST',
    path: '/register',
    body: registerRequest,
    response: { 200: registerResponse },
    auth: 'public',
    tags,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/forgetpass',
    body: forgetPassRequest,
    response: { 200: messageBody },
    auth: 'public',
    tags,
  }),
  checkPasswordReset: defineRoute({
    method: 'GET',
    path: '/forgetpass/:token',
    params: z.object({ token: text.max(200) }),
    response: { 200: z.object({ email: z.string() }) },
    auth: 'public',
    tags,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/forgetpass/reset',
    body: passwordResetRequest,
    response: { 200: messageBody },
    auth: 'public',
    tags,
  }),
  readTwoFactor: defineRoute({
    method: 'GET',
    path: '/setting/twofactorauth/:userId',
    params: userIdParams,
    response: { 200: twoFactorSetting },
    auth: {},
    tags,
  }),
  saveTwoFactor: defineRoute({
    method: 'PUT',
    path: '/setting/twofactorauth/:userId',
    params: userIdParams,
    body: twoFactorUpdateRequest,
    response: { 200: twoFactorSetting.extend({ message: z.string() }) },
    auth: {},
    tags,
  }),
  startGoogleSetup: defineRoute({
    method: 'GET',
    path: '/setting/get-google-tfa/:userId/:companyId',
    params: z.object({ userId: id, companyId: id }),
    response: { 200: googleSetupResponse },
    auth: {},
    tags,
  }),
  validateSsoToken: defineRoute({
    method: 'POST',
    path: '/v1/developer/sso/validation',
    body: ssoValidationRequest,
    response: { 200: ssoValidationResponse },
    auth: 'public',
    tags,
  }),
  /** The view-as rule: the role's Settings update permission, never from a view-as session. */
  issueSsoToken: defineRoute({
    method: 'POST',
    path: '/v1/developer/sso/token',
    body: ssoTokenRequest,
    response: { 200: ssoTokenResponse },
    auth: {
      userTypes: ['user', 'userdownline', 'administrator'],
      permission: ['Settings', 'update'],
      viewMode: 'refused',
    },
    tags,
  }),
};
