// Package prices and an agency's plan (issue 15 point 5), declared in packages/shared/src/routes.
import { type PackagePlan, type PackagePricesRequest, subscriptionRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const packagePricesKey = ['package-prices'] as const;
export const subscriptionKey = (companyId: number) => ['subscription', companyId] as const;

export const readPackagePrices = () => call(routes.readPackagePrices);
export const savePackagePrices = (body: PackagePricesRequest) => call(routes.savePackagePrices, { body });
export const readSubscription = (companyId: number) =>
  call(routes.readSubscription, { params: { companyID: companyId } });
export const choosePackage = (companyId: number, plan: PackagePlan) =>
  call(routes.setPackage, { body: { CompanyID: companyId, packageID: plan } });
export const cancelSubscription = (companyId: number) =>
  call(routes.cancelSubscription, { body: { CompanyID: companyId } });
export const setBillingMethod = (companyId: number, method: 'stripe' | 'direct') =>
  call(routes.setBillingMethod, { body: { CompanyID: companyId, billing_method: method } });
