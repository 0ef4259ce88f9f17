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

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Each API process counts its own: enough to keep one client from mailing a victim or creating
  // companies in a loop.
  const resetsPerIp = hourlyLimit(ctx.db, 'reset-ip', ctx.config.RESET_REQUESTS_PER_IP_PER_HOUR);
  const resetsPerAddress = hourlyLimit(
    ctx.db,
    'reset-address',
    ctx.config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  );
  const signupsPerIp = hourlyLimit(ctx.db, 'signup-ip', ctx.config.SIGNUPS_PER_IP_PER_HOUR);
  const signupsPerAddress = hourlyLimit(ctx.db, 'signup-address', ctx.config.SIGNUPS_PER_ADDRESS_PER_HOUR);

  serve(app, routes.login, async (request) => signIn(ctx, request.body, clientInfoOf(request)));

  serve(app, routes.verifyLogin, async (request) => {
    const accessToken = await verifySecondFactor(ctx, request.body, clientInfoOf(request));
    return { result: 'success' as const, rows: { access_token: accessToken } };
  });

  serve(app, routes.resendCode, async (request) => {
    await resendLoginCode(ctx, { ...request.body, domainName: request.hostname });
    return { message: messages.codeSent };
  });

  serve(app, routes.logout, async (request) => {
    const actor = actorOf(request);
    await revokeSession(ctx.db, actor.sessionId);
    await logActorAction(ctx.db, actor, request.ip, 'logout', 'Signed out');
    return { message: 'Signed out.' };
  });

  serve(app, routes.register, async (request) => {
    await signupsPerIp.take(sourceAddressKey(request.ip));
    await signupsPerAddress.take(request.body.email.toLowerCase());
    const accessToken = await register(ctx, request.body, clientInfoOf(request));
    return { message: messages.registered, access_token: accessToken };
  });

  serve(app, routes.requestPasswordReset, async (request) => {
    await resetsPerIp.take(sourceAddressKey(request.ip));
    await resetsPerAddress.take(request.body.username.toLowerCase());
    await requestPasswordReset(ctx, {
      email: request.body.username,
      domainName: request.body.domainName ?? request.hostname,
    });
    return { message: messages.resetLinkSent };
  });

  serve(app, routes.checkPasswordReset, async (request) => checkPasswordReset(ctx, request.params.token));

  serve(app, routes.resetPassword, async (request) => {
    await completePasswordReset(ctx, request.body, request.ip);
    return { message: messages.passwordResetDone };
  });

  serve(app, routes.readTwoFactor, async (request) =>
    readTwoFactor(ctx, actorOf(request), request.params.userId),
  );

  serve(app, routes.saveTwoFactor, async (request) =>
    updateTwoFactor(ctx, actorOf(request), request.params.userId, request.body, request.ip),
  );

  serve(app, routes.startGoogleSetup, async (request) =>
    startGoogleSetup(ctx, actorOf(request), request.params.userId, request.params.companyId),
  );

  serve(app, routes.validateSsoToken, async (request) => {
    const result = await validateSsoToken(ctx, request.body, clientInfoOf(request));
    return {
      status: 200 as const,
      message: messages.ssoTokenValid,
      access_token: result.accessToken,
      action: result.replacesUser ? ('replace_user' as const) : null,
    };
  });

  serve(app, routes.issueSsoToken, async (request) => {
    const { token } = await issueSsoToken(ctx, actorOf(request), request.body.user_id, request.ip);
    return { token, url: `/sso?token=${token}` };
  });
};
