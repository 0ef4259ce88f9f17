// RFC 9457 problem details: how the developer API (/v1 routes that take a bearer token) answers every
// refusal, in place of the web's { message, errors } (errors.ts decides which shape a route gets).
import { STATUS_CODES } from 'node:http';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@lead/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the route answers problems: a developer API call (its declaration names scopes). */
export function answersProblems(request: FastifyRequest): boolean {
  const auth = request.routeOptions.config?.auth;
  return auth !== undefined && auth !== 'public' && auth.apiScopes !== undefined;
}

/** type about:blank: the status says what kind of problem it is; `detail` says this one. */
export function problemOf(
  status: number,
  detail: string,
  requestId: string,
  errors?: Record<string, string>,
): ProblemDetails {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    instance: `urn:request:${requestId}`,
    ...(errors && { errors }),
  };
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: Record<string, string>,
) {
  return reply
    .status(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemOf(status, detail, String(request.id), errors));
}
