// The shape of a delivery hook: what the lead engine hands each place a delivered lead goes besides
// e-mail (the integrations). Here, below both, so the integrations need not import the lead engine.
import type { campaigns, leads } from '../db/schema/index.ts';
import type { AppContext } from './app-context.ts';
import type { Queryable } from './db.ts';

export type DeliveredLead = typeof leads.$inferSelect;
export type DeliveryHook = (
  ctx: AppContext,
  campaign: typeof campaigns.$inferSelect,
  delivered: readonly DeliveredLead[],
  tx: Queryable,
) => Promise<void>;
