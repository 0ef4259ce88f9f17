// Lead lists beyond the dashboard table (issue 6 point 7): the lead report as CSV, one campaign's
// leads, the rejection counts of the dashboards, leads-management for administrators (part 1 §2) and
// one lead's own page with its journey (issue 25 item 1),
// served from their declarations (reportsRoutes in @lead/shared).

import type { Readable } from 'node:stream';
import { reportsRoutes as routes } from '@lead/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Actor, actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { reportReads } from '../../platform/read-replica.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { confirmDownloadPassword } from '../auth/download-password.ts';
import { campaignLeads } from './campaign-leads.ts';
import { csvFileName, leadCsv } from './lead-csv.ts';
import { leadDetail } from './lead-detail.ts';
import { leadSearch } from './lead-report.ts';
import { selectedLeads } from './lead-scope.ts';
import { leadsManagement, managedLeads } from './leads-management.ts';
import { reportRejections } from './rejections.ts';
import { resolveSelection } from './report-selection.ts';
import { reportZone, todayIn } from './report-zone.ts';

const zoneOf = (request: FastifyRequest, query: { timezone?: string }) =>
  reportZone(query.timezone, request.headers['x-timezone']);

function sendCsv(reply: FastifyReply, fileName: string, csv: Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

export const leadListRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  // Exports and the rejection counts read the replica when there is one; the lists a user acts on
  // (a campaign's leads, Leads Management) and the download log stay on the primary.
  /** Every lead download asks for the password again (download-auth) and is logged. */
  const passwordConfirmed = async (
    ctx: AppContext,
    actor: Actor,
    request: FastifyRequest,
    pwd: string,
    what: string,
  ) => {
    await confirmDownloadPassword(ctx, selfOf(actor), pwd, request.ip);
    await logActorAction(ctx.db, actor, request.ip, 'campaign', `Downloaded ${what} (password confirmed)`);
  };

  serve(app, routes.leadCsv, async (request, reply, ctx) => {
    const zone = zoneOf(request, request.query);
    const { params } = request;
    const actor = actorOf(request);
    const selection = await resolveSelection(reportReads(ctx), actor, params, zone);
    await passwordConfirmed(
      ctx,
      actor,
      request,
      request.body.pwd,
      `the leads of ${params.startDate} to ${params.endDate}`,
    );
    const where = selectedLeads(selection, params, leadSearch(params.searchQuery));
    const csv = await leadCsv(reportReads(ctx), where, zone.name, (error) =>
      request.log.error({ err: error }, 'lead CSV stopped'),
    );
    return sendCsv(reply, csvFileName('leads', params.moduleType, params.startDate, params.endDate), csv);
  });

  // Issue 25 item 1: one lead and its journey, for the lead's own page.
  serve(app, routes.leadDetail, async (request, _reply, ctx) =>
    leadDetail(ctx.db, actorOf(request), request.params.leadId),
  );

  serve(app, routes.campaignLeads, async (request, _reply, ctx) =>
    campaignLeads(ctx.db, actorOf(request), request.params.leadspeek_api_id, request.query),
  );

  serve(app, routes.rejections, async (request, _reply, ctx) => {
    const selection = await resolveSelection(
      reportReads(ctx),
      actorOf(request),
      request.params,
      zoneOf(request, request.query),
    );
    return reportRejections(reportReads(ctx), selection, request.params);
  });

  serve(app, routes.leadsManagement, async (request, _reply, ctx) =>
    leadsManagement(ctx.db, actorOf(request), request.params, request.query),
  );

  serve(app, routes.leadsManagementCsv, async (request, reply, ctx) => {
    const zone = zoneOf(request, request.query);
    const { moduleType, searchQuery } = request.params;
    const actor = actorOf(request);
    await passwordConfirmed(ctx, actor, request, request.body.pwd, 'the leads of Leads Management');
    const where = managedLeads(actor, moduleType, searchQuery);
    const csv = await leadCsv(reportReads(ctx), where, zone.name, (error) =>
      request.log.error({ err: error }, 'lead CSV stopped'),
    );
    return sendCsv(reply, csvFileName('leads', moduleType, 'all', todayIn(zone.name)), csv);
  });
};
