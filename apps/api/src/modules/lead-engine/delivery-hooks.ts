// Where delivered leads go besides e-mail: the integrations (GoHighLevel, Google Sheets, …). Each
// hook gets a campaign's newly delivered leads once, with the delivery's transaction (`tx`): its
// writes commit with the leads' delivered_at, and it must not use ctx.db for rows that reference
// the leads (they are locked by that transaction).
import type { DeliveryHook } from '../../platform/delivery-hook.ts';
import { queueIntegrationDeliveries } from '../integrations/create-deliveries-job.ts';

export type { DeliveredLead, DeliveryHook } from '../../platform/delivery-hook.ts';

export const DELIVERY_HOOKS: DeliveryHook[] = [queueIntegrationDeliveries];
