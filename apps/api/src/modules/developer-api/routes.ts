// The developer API's credentials and its token grant, served from their declarations
// (developerApiRoutes). The token endpoint takes a form as RFC 6749 §4.4.2 sends it, or JSON.
import { messages, developerApiRoutes as routes } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { answerRepeatsWith } from '../../platform/access/idempotent-calls.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { hourlyLimit } from '../../platform/hourly-limit.ts';
import { originOf } from '../auth/client-info.ts';
import { whoseToken } from './api-token.ts';
import {
  generateApiCredential,
  listApiCredentials,
  revokeApiCredential,
  rotateApiCredential,
} from './credentials.ts';
import { grantToken } from './oauth-token.ts';

const FORM_LIMIT_BYTES = 8192;

/** A repeat of the call (its Idempotency-Key) gets the same credential, never the secret again. */
function withoutSecretOnRepeat<T extends IssuedCredential>(request: FastifyRequest, answer: T): T {
  answerRepeatsWith(request, {
    ...answer,
    data: { ...answer.data, user: { ...answer.data.user, secret_key: null } },
    message: messages.apiCredentialRepeated,
  });
  return answer;
}
type IssuedCredential = {
  data: { status: 'success'; user: { client_id: string; secret_key: string | null } };
  message: string;
};

export const developerApiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  // A parameter sent twice stays a list, which the body's schema refuses (§3.1: at most once).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      const form: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const seen = form[key];
        form[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      done(null, form);
    },
  );
  const tokensPerIp = hourlyLimit(
    appCtx.db,
    'api-token-ip',
    appCtx.config.API_TOKEN_REQUESTS_PER_IP_PER_HOUR,
  );

  serve(app, routes.generateApiCredential, async (request, _reply, ctx) =>
    withoutSecretOnRepeat(
      request,
      await generateApiCredential(ctx, actorOf(request), request.body, request.ip),
    ),
  );

  serve(app, routes.apiCredentials, async (request, _reply, ctx) =>
    listApiCredentials(ctx, actorOf(request), request.params.companyID, `${originOf(request)}/api/v1`),
  );

  serve(app, routes.rotateApiCredential, async (request, _reply, ctx) =>
    withoutSecretOnRepeat(
      request,
      await rotateApiCredential(ctx, actorOf(request), request.params.credentialId, request.ip),
    ),
  );

  serve(app, routes.revokeApiCredential, async (request, _reply, ctx) =>
    revokeApiCredential(ctx, actorOf(request), request.params.credentialId, request.ip),
  );

  serve(
    app,
    routes.oauthToken,
    async (request, reply, ctx) => {
      await tokensPerIp.take(request.ip);
      const answer = request.validationError
        ? ({
            status: 400,
            body: { error: 'invalid_request', error_description: 'The request is malformed.' },
          } as const)
        : await grantToken(ctx, request.body, request.headers.authorization);
      // §5.1: tokens and their failures are never cached.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      // §5.2: the Basic challenge answers a client that tried Basic. One that sent its secret in the
      // body gets none: a browser (the reference page's "Try it out") would open its login prompt.
      if (answer.status === 401 && request.headers.authorization !== undefined)
        reply.header('www-authenticate', 'Basic realm="developer-api"');
      return reply.code(answer.status).send(answer.body);
    },
    { attachValidation: true },
  );

  serve(app, routes.apiTokenInfo, async (request, reply, ctx) => {
    const token = await whoseToken(ctx.db, request.headers.authorization);
    if (token) return token;
    // RFC 6750 §3.1.
    reply.header('www-authenticate', 'Bearer realm="developer-api", error="invalid_token"');
    return reply
      .code(401)
      .send({ error: 'invalid_token', error_description: 'The access token is not valid or has expired.' });
  });
};
