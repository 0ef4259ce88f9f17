// Sign-in, sign-up, password reset, two-factor and single sign-on (part 1 §7), served from their
// declarations (authRoutes).
import { messages, authRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
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

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  // Each API process counts its own: enough to keep one client from mailing a victim or creating
  // companies in a loop.
  const resetsPerIp = hourlyLimit(appCtx.db, 'reset-ip', appCtx.config.RESET_REQUESTS_PER_IP_PER_HOUR);
  const resetsPerAddress = hourlyLimit(
    appCtx.db,
    'reset-address',
    appCtx.config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  );
  const signupsPerIp = hourlyLimit(appCtx.db, 'signup-ip', appCtx.config.SIGNUPS_PER_IP_PER_HOUR);
  const signupsPerAddress = hourlyLimit(
    appCtx.db,
    'signup-address',
    appCtx.config.SIGNUPS_PER_ADDRESS_PER_HOUR,
  );

  serve(app, routes.login, async (request, _reply, ctx) => signIn(ctx, request.body, clientInfoOf(request)));

  serve(app, routes.verifyLogin, async (request, _reply, ctx) => {
    const accessToken = await verifySecondFactor(ctx, request.body, clientInfoOf(request));
    return { result: 'success' as const, rows: { access_token: accessToken } };
  });

  serve(app, routes.resendCode, async (request, _reply, ctx) => {
    await resendLoginCode(ctx, { ...request.body, domainName: request.hostname });
    return { message: messages.codeSent };
  });

  serve(app, routes.logout, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    await revokeSession(ctx.db, actor.sessionId);
    await logActorAction(ctx.db, actor, request.ip, 'logout', 'Signed out');
    return { message: 'Signed out.' };
  });

  serve(app, routes.register, async (request, _reply, ctx) => {
    await signupsPerIp.take(sourceAddressKey(request.ip));
    await signupsPerAddress.take(request.body.email.toLowerCase());
    const accessToken = await register(ctx, request.body, clientInfoOf(request));
    return { message: messages.registered, access_token: accessToken };
  });

  serve(app, routes.requestPasswordReset, async (request, _reply, ctx) => {
    await resetsPerIp.take(sourceAddressKey(request.ip));
    await resetsPerAddress.take(request.body.username.toLowerCase());
    await requestPasswordReset(ctx, {
      email: request.body.username,
      domainName: request.body.domainName ?? request.hostname,
    });
    return { message: messages.resetLinkSent };
  });

  serve(app, routes.checkPasswordReset, async (request, _reply, ctx) =>
    checkPasswordReset(ctx, request.params.token),
  );

  serve(app, routes.resetPassword, async (request, _reply, ctx) => {
    await completePasswordReset(ctx, request.body, request.ip);
    return { message: messages.passwordResetDone };
  });

  serve(app, routes.readTwoFactor, async (request, _reply, ctx) =>
    readTwoFactor(ctx, actorOf(request), request.params.userId),
  );

  serve(app, routes.saveTwoFactor, async (request, _reply, ctx) =>
    updateTwoFactor(ctx, actorOf(request), request.params.userId, request.body, request.ip),
  );

  serve(app, routes.startGoogleSetup, async (request, _reply, ctx) =>
    startGoogleSetup(ctx, actorOf(request), request.params.userId, request.params.companyId),
  );

  serve(app, routes.validateSsoToken, async (request, _reply, ctx) => {
    const result = await validateSsoToken(ctx, request.body, clientInfoOf(request));
    return {
      status: 200 as const,
      message: messages.ssoTokenValid,
      access_token: result.accessToken,
      action: result.replacesUser ? ('replace_user' as const) : null,
    };
  });

  serve(app, routes.issueSsoToken, async (request, _reply, ctx) => {
    const { token } = await issueSsoToken(ctx, actorOf(request), request.body.user_id, request.ip);
    return { token, url: `/sso?token=${token}` };
  });
};
