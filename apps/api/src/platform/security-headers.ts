// The page-security headers (helmet's: content security policy, no-sniff, frame and referrer rules...)
// on every answer, unless its route says `securityHeaders: false` in its config. Helmet's middleware
// is built once: the Fastify plugin built it anew for every request, parsing the whole policy each
// time (a sixth of a light request's CPU in a profile).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no page-security headers (a beacon's empty answer renders nothing). */
    securityHeaders?: false;
  }
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    try {
      setHeaders(request.raw, reply.raw, () => done());
    } catch (error) {
      done(error as Error);
    }
  });
}
