import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions.ts';

export const clientInfoOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Where links in e-mails point: the site the person is using. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
