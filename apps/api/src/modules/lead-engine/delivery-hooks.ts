// Where delivered leads go besides e-mail: the integrations (GoHighLevel, Google Sheets, …) register
// here when they are built. Each hook gets a campaign's newly delivered leads once, with the
// delivery's transaction (`tx`): its writes commit with the leads' delivered_at, and it must not use
// ctx.db for rows that reference the leads (they are locked by that transaction).

import type { campaigns, leads } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { queueIntegrationDeliveries } from '../integrations/create-deliveries-job.ts';

export type DeliveredLead = typeof leads.$inferSelect;
export type DeliveryHook = (
  ctx: AppContext,
  campaign: typeof campaigns.$inferSelect,
  delivered: readonly DeliveredLead[],
  tx: Queryable,
) => Promise<void>;

export const DELIVERY_HOOKS: DeliveryHook[] = [queueIntegrationDeliveries];
