// Where delivered leads go besides e-mail: the integrations (GoHighLevel, Google Sheets, …) register
// here when they are built. Each hook gets a campaign's newly delivered leads once.

import type { campaigns, leads } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';

export type DeliveredLead = typeof leads.$inferSelect;
export type DeliveryHook = (
  ctx: AppContext,
  campaign: typeof campaigns.$inferSelect,
  delivered: readonly DeliveredLead[],
) => Promise<void>;

export const DELIVERY_HOOKS: DeliveryHook[] = [];
