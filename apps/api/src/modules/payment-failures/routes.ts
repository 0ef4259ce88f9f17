// Failed payments and commissions (issue 15 points 3 and 4), served from their declarations
// (paymentFailureRoutes). The settlement itself is the tenant row action of companies/.
import { messages, paymentFailureRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { platformRoot } from '../../platform/access/companies.ts';
import { managedAccount, ownsCompany } from '../../platform/access/managed-accounts.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { commissionRatesOf, saveCommissionRates } from '../invoices/commissions.ts';
import { listCommissions } from './commissions-list.ts';
import { outstandingInvoicesOf, sumCents } from './outstanding.ts';

export const paymentFailureRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readOutstanding, async (request, _reply, ctx) => {
    const { company, rowType } = await managedAccount(ctx.db, actorOf(request), request.params.userID);
    if (!ownsCompany(rowType)) throw notFound();
    const rows = await outstandingInvoicesOf(ctx.db, company);
    return {
      company_name: company.companyName,
      payment_status: company.paymentStatus,
      outstanding_cents: sumCents(rows),
      invoices: rows.map((row) => ({
        number: row.number,
        status: row.status,
        total_cents: row.totalCents,
        last_error: row.lastError,
      })),
    };
  });

  serve(app, routes.readCommissionRates, async (request, _reply, ctx) => {
    const root = await platformRoot(ctx.db, actorOf(request));
    return commissionRatesOf(ctx.db, root.id);
  });

  serve(app, routes.saveCommissionRates, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const root = await platformRoot(ctx.db, actor);
    const rates = request.body;
    await ctx.db.transaction(async (tx) => {
      await saveCommissionRates(tx, root.id, rates);
      await logActorAction(
        tx,
        actor,
        request.ip,
        'commission',
        `Saved commission rates: sales rep ${rates.salesRep}%, account executive ${rates.accountExecutive}%, referral ${rates.referral}%`,
      );
    });
    return { message: messages.commissionRatesSaved };
  });

  serve(app, routes.listCommissions, async (request, _reply, ctx) =>
    listCommissions(ctx, actorOf(request), request.params.usrID),
  );
};
