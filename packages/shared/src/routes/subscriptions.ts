// Packages and subscriptions (issue 15 point 5; part 2 §7 "Billing and Data Wallet"): the prices the
// platform owner sets, an agency's plan (chosen by the agency itself or by platform staff from the
// agency list), its cancellation, how the agency bills its clients, and its direct-payment customer.
import {
  billingMethodRequest,
  billingMethodResponse,
  cancelSubscriptionRequest,
  cancelSubscriptionResponse,
  customerDirectRequest,
  customerDirectResponse,
  packagePricesRequest,
  packagePricesResponse,
  setPackageRequest,
  setPackageResponse,
  subscriptionParams,
  subscriptionView,
} from '../contracts/subscriptions.ts';
import { defineRoute, PLATFORM_STAFF, type RouteAccess } from './route.ts';

const tags = ['subscriptions'];

/**
 * An agency's plan and billing: platform staff from the agency list (its page and Settings update),
 * or the agency itself for its own company (the handler then asks the Settings update permission of
 * agency staff; owners hold every permission). Clients and sales people have no plan to change.
 */
const PLAN_EDITORS = (field: 'body' | 'params', name: string) =>
  ({
    userTypes: ['user', 'userdownline', 'administrator'],
    page: 'agency-list',
    permission: ['Settings', 'update'],
    ownCompanyExempt: { in: field, name },
  }) as const satisfies RouteAccess;

export const subscriptionRoutes = {
  /** Agencies read them to choose a plan; the platform's staff to edit them. */
  readPackagePrices: defineRoute({
    method: 'GET',
    path: '/configuration/package-prices',
    response: { 200: packagePricesResponse },
    auth: { userTypes: ['user', 'userdownline', 'administrator', 'sales'] },
    tags,
  }),
  savePackagePrices: defineRoute({
    method: 'PUT',
    path: '/configuration/package-prices',
    body: packagePricesRequest,
    response: { 200: packagePricesResponse },
    auth: { ...PLATFORM_STAFF, page: 'general-setting', permission: ['Settings', 'update'] },
    tags,
  }),
  readSubscription: defineRoute({
    method: 'GET',
    path: '/configuration/subscription/:companyID',
    params: subscriptionParams,
    response: { 200: subscriptionView },
    auth: {
      userTypes: ['user', 'userdownline', 'administrator'],
      page: 'agency-list',
      ownCompanyExempt: { in: 'params', name: 'companyID' },
    },
    tags,
  }),
  setPackage: defineRoute({
    method: 'PUT',
    path: '/configuration/setting/package',
    body: setPackageRequest,
    response: { 200: setPackageResponse },
    auth: PLAN_EDITORS('body', 'CompanyID'),
    idempotent: true,
    tags,
  }),
  cancelSubscription: defineRoute({
    method: 'PUT',
    path: '/configuration/cancel-subscription',
    body: cancelSubscriptionRequest,
    response: { 200: cancelSubscriptionResponse },
    auth: PLAN_EDITORS('body', 'CompanyID'),
    tags,
  }),
  setBillingMethod: defineRoute({
    method: 'PUT',
    path: '/payment/set-billing-method',
    body: billingMethodRequest,
    response: { 200: billingMethodResponse },
    auth: PLAN_EDITORS('body', 'CompanyID'),
    tags,
  }),
  createDirectCustomer: defineRoute({
    method: 'POST',
    path: '/payment/customer-direct',
    body: customerDirectRequest,
    response: { 200: customerDirectResponse },
    auth: PLAN_EDITORS('body', 'CompanyID'),
    idempotent: true,
    tags,
  }),
};
