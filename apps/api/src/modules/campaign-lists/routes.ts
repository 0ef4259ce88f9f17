import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export const campaignListRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _ctx) => {};
