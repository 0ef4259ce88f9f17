// Sign-in, sign-up, password reset, two-factor and single sign-on (part 1 §7).
import {
  forgetPassRequest,
  googleSetupResponse,
  id,
  loginRequest,
  loginResponse,
  messageBody,
  messages,
  passwordResetRequest,
  registerRequest,
  registerResponse,
  resendCodeRequest,
  ssoTokenRequest,
  ssoTokenResponse,
  ssoValidationRequest,
  ssoValidationResponse,
  text,
  twoFactorSetting,
  twoFactorUpdateRequest,
  verifyLoginRequest,
  verifyLoginResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { hourlyLimit } from '../../platform/hourly-limit.ts';
import { sourceAddressKey } from '../../platform/source-address.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { clientInfoOf } from './client-info.ts';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { register } from './registration.ts';
import { revokeSession } from './sessions.ts';
import { resendLoginCode, signIn, verifySecondFactor } from './sign-in.ts';
import { issueSsoToken, validateSsoToken } from './sso.ts';
import { readTwoFactor, startGoogleSetup, updateTwoFactor } from './two-factor-settings.ts';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['auth'];
  // Each API process counts its own: enough to keep one client from mailing a victim or creating
  // companies in a loop.
  const resetsPerIp = hourlyLimit(ctx.config.RESET_REQUESTS_PER_IP_PER_HOUR);
  const resetsPerAddress = hourlyLimit(ctx.config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR);
  const signupsPerIp = hourlyLimit(ctx.config.SIGNUPS_PER_IP_PER_HOUR);
  const signupsPerAddress = hourlyLimit(ctx.config.SIGNUPS_PER_ADDRESS_PER_HOUR);

  app.post(
    '/login',
    { config: { auth: 'public' }, schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request) => signIn(ctx, request.body, clientInfoOf(request)),
  );

  app.post(
    '/verifylogin',
    {
      config: { auth: 'public' },
      schema: { tags, body: verifyLoginRequest, response: { 200: verifyLoginResponse } },
    },
    async (request) => {
      const accessToken = await verifySecondFactor(ctx, request.body, clientInfoOf(request));
      return { result: 'success' as const, rows: { access_token: accessToken } };
    },
  );

  app.post(
    '/resendcode',
    { config: { auth: 'public' }, schema: { tags, body: resendCodeRequest, response: { 200: messageBody } } },
    async (request) => {
      await resendLoginCode(ctx, { ...request.body, domainName: request.hostname });
      return { message: messages.codeSent };
    },
  );

  app.post(
    '/logout',
    { config: { auth: {} }, schema: { tags, response: { 200: messageBody } } },
    async (request) => {
      const actor = actorOf(request);
      await revokeSession(ctx.db, actor.sessionId);
      await logActorAction(ctx.db, actor, request.ip, 'logout', 'Signed out');
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/register',
    {
      config: { auth: 'public' },
      schema: { tags, body: registerRequest, response: { 200: registerResponse } },
    },
    async (request) => {
      signupsPerIp.take(sourceAddressKey(request.ip));
      signupsPerAddress.take(request.body.email.toLowerCase());
      const accessToken = await register(ctx, request.body, clientInfoOf(request));
      return { message: messages.registered, access_token: accessToken };
    },
  );

  app.post(
    '/forgetpass',
    { config: { auth: 'public' }, schema: { tags, body: forgetPassRequest, response: { 200: messageBody } } },
    async (request) => {
      resetsPerIp.take(sourceAddressKey(request.ip));
      resetsPerAddress.take(request.body.username.toLowerCase());
      await requestPasswordReset(ctx, {
        email: request.body.username,
        domainName: request.body.domainName ?? request.hostname,
      });
      return { message: messages.resetLinkSent };
    },
  );

  app.get(
    '/forgetpass/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: z.object({ token: text.max(200) }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => checkPasswordReset(ctx, request.params.token),
  );

  app.post(
    '/forgetpass/reset',
    {
      config: { auth: 'public' },
      schema: { tags, body: passwordResetRequest, response: { 200: messageBody } },
    },
    async (request) => {
      await completePasswordReset(ctx, request.body, request.ip);
      return { message: messages.passwordResetDone };
    },
  );

  const userIdParams = z.object({ userId: id });

  app.get(
    '/setting/twofactorauth/:userId',
    { config: { auth: {} }, schema: { tags, params: userIdParams, response: { 200: twoFactorSetting } } },
    async (request) => readTwoFactor(ctx, actorOf(request), request.params.userId),
  );

  app.put(
    '/setting/twofactorauth/:userId',
    {
      config: { auth: {} },
      schema: {
        tags,
        params: userIdParams,
        body: twoFactorUpdateRequest,
        response: { 200: twoFactorSetting.extend({ message: z.string() }) },
      },
    },
    async (request) =>
      updateTwoFactor(ctx, actorOf(request), request.params.userId, request.body, request.ip),
  );

  app.get(
    '/setting/get-google-tfa/:userId/:companyId',
    {
      config: { auth: {} },
      schema: {
        tags,
        params: z.object({ userId: id, companyId: id }),
        response: { 200: googleSetupResponse },
      },
    },
    async (request) =>
      startGoogleSetup(ctx, actorOf(request), request.params.userId, request.params.companyId),
  );

  app.post(
    '/v1/developer/sso/validation',
    {
      config: { auth: 'public' },
      schema: { tags, body: ssoValidationRequest, response: { 200: ssoValidationResponse } },
    },
    async (request) => {
      const result = await validateSsoToken(ctx, request.body, clientInfoOf(request));
      return {
        status: 200 as const,
        message: messages.ssoTokenValid,
        access_token: result.accessToken,
        action: result.replacesUser ? ('replace_user' as const) : null,
      };
    },
  );

  app.post(
    '/v1/developer/sso/token',
    {
      // The view-as rule: the role's Settings update permission, never from a view-as session.
      config: {
        auth: {
          userTypes: ['user', 'userdownline', 'administrator'],
          permission: ['Settings', 'update'],
          viewMode: 'refused',
        },
      },
      schema: { tags, body: ssoTokenRequest, response: { 200: ssoTokenResponse } },
    },
    async (request) => {
      const token = await issueSsoToken(ctx, actorOf(request), request.body.user_id, request.ip);
      return { token, url: `/sso?token=${token}` };
    },
  );
};
