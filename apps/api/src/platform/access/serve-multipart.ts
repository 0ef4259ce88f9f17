// Serves a declared multipart route (an upload). The form is read before the access rules run, so a
// rule may read its fields like a body's (barredClientsWhen on the list type): the route's `read`
// takes the form apart within its own limits, the declaration's `multipart` schema checks the fields
// (422 naming the field), and the request's body becomes those fields; the params are checked as a
// JSON route's. The order is the one a JSON
// route has: caller (onRequest), input, access facts (preHandler), then the handler.
import type { RouteDeclaration } from '@lead/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { parseOrThrow } from '../errors.ts';
import { contextOf } from './request-context-of.ts';
import type { ZodApp } from './serve-route.ts';

type MultipartRoute = RouteDeclaration & { multipart: z.ZodType };

/** The form a route's reader takes apart: its fields as sent, and whatever file it keeps. */
export type ReadForm<File> = (
  request: FastifyRequest,
) => Promise<{ fields: Record<string, string>; file: File }>;

type ParamsOf<D> = D extends { params: infer S extends z.ZodType } ? z.output<S> : unknown;

type Answer<D> = D extends { response: { 200: infer S extends z.ZodType } } ? z.input<S> : unknown;

const files = new WeakMap<FastifyRequest, unknown>();

export function serveMultipart<D extends MultipartRoute, File>(
  app: ZodApp,
  route: D,
  read: ReadForm<File>,
  handler: (
    request: FastifyRequest<{ Params: ParamsOf<D> }>,
    form: { fields: z.output<D['multipart']>; file: File },
    /** For a route that answers a file (a picture) rather than JSON. */
    reply: FastifyReply,
    /** This request's context (request-context-of.ts). */
    ctx: AppContext,
  ) => Promise<Answer<D> | FastifyReply>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: route.tags,
      consumes: ['multipart/form-data'],
      ...(route.params && { params: route.params }),
      ...(route.response && { response: route.response }),
    },
    config: { auth: route.auth, declaration: route },
    preValidation: async (request) => {
      const { fields, file } = await read(request);
      request.body = parseOrThrow(route.multipart, fields);
      files.set(request, file);
    },
    handler: async (request, reply) =>
      handler(
        request as FastifyRequest<{ Params: ParamsOf<D> }>,
        { fields: request.body as z.output<D['multipart']>, file: files.get(request) as File },
        reply,
        contextOf(request),
      ),
  });
}
