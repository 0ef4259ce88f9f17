// Sales commissions (issue 15 point 3): the platform's rates and a sales person's commissions.
import { type CommissionRates, paymentFailureRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const commissionRatesKey = ['commission-rates'] as const;
export const commissionsKey = (userId: number) => ['commissions', userId] as const;

export const readCommissionRates = () => call(routes.readCommissionRates);
export const saveCommissionRates = (rates: CommissionRates) =>
  call(routes.saveCommissionRates, { body: rates });
export const listCommissions = (userId: number) =>
  call(routes.listCommissions, { params: { usrID: userId } });
