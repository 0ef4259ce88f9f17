// The Data Wallet calls (part 2 §7 'Billing and Data Wallet'), served from their declarations. Every
// call first proves the agency: the caller's own, manual bill (platform/access/wallets.ts).
import { walletRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../platform/access/actor.ts';
import { actorOf } from '../../platform/access/actor.ts';
import { idempotencyKeyOf } from '../../platform/access/idempotent-calls.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { walletAgency as ownWalletAgency } from '../../platform/access/wallets.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/db.ts';
import { requireWalletBeta } from './wallet-beta.ts';
import { chargeKeyOf, chargeWallet } from './wallet-charge.ts';
import { currentMonth, walletHistory, walletHistoryCsv, walletState } from './wallet-read.ts';
import { saveWalletAmount, setContinualTopup } from './wallet-settings.ts';

export const walletRoutePlugin: FastifyPluginAsyncZod<AppContext> = async (app) => {
  /** The caller's own manual-bill agency, with the data_wallet beta open and agreed to. */
  const walletAgency = async (db: Database, actor: Actor, companyId: number) => {
    const agency = await ownWalletAgency(db, actor, companyId);
    await requireWalletBeta(db, actor);
    return agency;
  };

  serve(app, routes.getDirectPayment, async (request, _reply, ctx) => {
    const agency = await walletAgency(ctx.db, actorOf(request), request.query.company_id);
    return walletState(ctx, agency, request.query.date ?? currentMonth());
  });

  serve(app, routes.getTransactionHistoryDirectPayment, async (request, _reply, ctx) => {
    const agency = await walletAgency(ctx.db, actorOf(request), request.query.company_id);
    return { transaction_history: await walletHistory(ctx.db, agency, request.query.date ?? currentMonth()) };
  });

  serve(app, routes.stopContinualTopupDirectPayment, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await walletAgency(ctx.db, actor, request.body.company_id);
    return setContinualTopup(ctx, actor, agency, request.body.stop_continual, request.ip);
  });

  serve(app, routes.savePrepaidDirectPayment, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await walletAgency(ctx.db, actor, request.body.company_id);
    return saveWalletAmount(ctx, actor, agency, request.body, request.ip);
  });

  serve(app, routes.chargePrepaidDirectPayment, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    const agency = await walletAgency(ctx.db, actor, request.body.company_id);
    const key = chargeKeyOf(request.body.idempotency_key, idempotencyKeyOf(request));
    return chargeWallet(ctx, actor, agency, request.body, key, request.ip);
  });

  serve(app, routes.downloadTransactionHistoryDirectPayment, async (request, reply, ctx) => {
    const { companyId, month } = request.params;
    const agency = await walletAgency(ctx.db, actorOf(request), companyId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="wallet-history-${month}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(await walletHistoryCsv(ctx.db, agency, month));
  });
};
