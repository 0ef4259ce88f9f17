// serve() makes a request's context only for a handler that takes one: the pixel's page views (two
// parameters) are spared it, every other handler gets its request's context.
import { defineRoute } from '@lead/shared';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { type ServedHandler, serve, type ZodApp } from './serve-route.ts';

const made = vi.hoisted(() => ({ contexts: 0 }));
vi.mock('./request-context-of.ts', () => ({
  contextOf: (request: { id: string }) => {
    made.contexts += 1;
    return { requestId: request.id } as AppContext;
  },
}));

const route = defineRoute({ method: 'GET', path: '/probe', auth: 'public', tags: ['probe'] });
let app: ZodApp | undefined;
afterEach(async () => {
  await app?.close();
  made.contexts = 0;
});

async function answer(handler: ServedHandler<typeof route>) {
  app = Fastify() as unknown as ZodApp;
  serve(app, route, handler);
  return (await app.inject({ method: 'GET', url: '/probe' })).json();
}

describe('serve', () => {
  it("gives a handler of three parameters its request's context", async () => {
    expect(await answer(async (request, _reply, ctx) => ({ same: ctx.requestId === request.id }))).toEqual({
      same: true,
    });
    expect(made.contexts).toBe(1);
  });

  it('makes no context for a handler of two parameters', async () => {
    expect(await answer(async () => ({ ok: true }))).toEqual({ ok: true });
    expect(made.contexts).toBe(0);
  });
});
