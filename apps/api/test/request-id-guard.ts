// A guard for the API tests: a job sent while a route serves a request must carry that request's id
// (forRequest in request-context.ts), or the worker's log lines for it name no request (issue 28 item
// 8). Production passes the id by hand, since an AsyncLocalStorage per request is too costly on Node 20;
// here, where speed does not matter, one tells which request is being served, and each job sent in
// it without an id is kept and reported when the test file closes its app.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../src/platform/queue.ts';

export function createRequestIdGuard() {
  const served = new AsyncLocalStorage<string>();
  const unnamed: string[] = [];
  return {
    /** Added ahead of every route: what the request's handler and its promises do runs inside it. */
    hook(app: FastifyInstance) {
      app.addHook('onRequest', (request, _reply, done) =>
        served.run(`${request.method} ${request.url}`, done),
      );
    },
    guarded<Q extends JobQueue>(queue: Q): Q {
      return {
        ...queue,
        send(job, payload, requestId) {
          const request = served.getStore();
          if (request && requestId === undefined) unnamed.push(`${job.name}, sent by ${request}`);
          // A job that names no request on purpose runs outside the one that happened to send it.
          if (requestId === null) return served.exit(() => queue.send(job, payload, requestId));
          return queue.send(job, payload, requestId);
        },
      };
    },
    /** Throws when a job was sent during a request without the request's id. */
    check() {
      if (unnamed.length === 0) return;
      const list = [...new Set(unnamed)].join('; ');
      unnamed.length = 0;
      throw new Error(
        `A route sent jobs without its request's id (use forRequest(ctx, request.id)): ${list}`,
      );
    },
  };
}
