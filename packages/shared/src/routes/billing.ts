// Billing calls of part 2 §7: the card, the provider customer, connected payout accounts, and the
// sandbox provider's stand-ins for the provider's own pages (served only where it is the provider).
import {
  cardResponse,
  cardSaveRequest,
  cardSaveResponse,
  cardSetupResponse,
  cardUserParams,
  connectedAccountCreateResponse,
  connectedAccountLinkResponse,
  connectedAccountResponse,
  customerResponse,
  paymentConfigResponse,
  resetPaymentConnectionParams,
  sandboxCardOutcomeRequest,
  sandboxCardOutcomeResponse,
  sandboxTokenRequest,
  sandboxTokenResponse,
} from '../contracts/billing.ts';
import { messageBody } from '../contracts/common.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['billing'];

/** Agency staff connect their company's account and sales people their own; clients have none. */
const ACCOUNT_HOLDERS = { userTypes: ['user', 'userdownline', 'sales'] } as const satisfies RouteAccess;

export const billingRoutes = {
  paymentConfig: defineRoute({
    method: 'GET',
    path: '/payment/config',
    response: { 200: paymentConfigResponse },
    auth: {},
    tags,
  }),
  createCardSetup: defineRoute({
    method: 'POST',
    path: '/payment/setup-intent',
    response: { 200: cardSetupResponse },
    auth: {},
    tags,
  }),
  readCard: defineRoute({
    method: 'GET',
    path: '/payment/card',
    response: { 200: cardResponse },
    auth: {},
    tags,
  }),
  /** The card of a user in the caller's reach. */
  readCardOfUser: defineRoute({
    method: 'GET',
    path: '/payment/card/:usrID',
    params: cardUserParams,
    response: { 200: cardResponse },
    auth: {},
    tags,
  }),
  saveCard: defineRoute({
    method: 'PUT',
    path: '/payment/card',
    body: cardSaveRequest,
    response: { 200: cardSaveResponse },
    auth: {},
    idempotent: true,
    tags,
  }),
  /**
   * The card of an account the caller manages (part 2 §7 PUT /payment/card/{usrID}): an agency's
   * client, or platform staff's agency; one's own usrID saves one's own card. The account's row page
   * and the Settings update permission apply as on its list; a colleague, one's own agency or another
   * agency's user answers 404 and nothing is written. Clients and sales people set their own card only
   * (PUT /payment/card).
   */
  saveCardOfUser: defineRoute({
    method: 'PUT',
    path: '/payment/card/:usrID',
    params: cardUserParams,
    body: cardSaveRequest,
    response: { 200: cardSaveResponse },
    auth: {
      userTypes: ['user', 'userdownline', 'administrator'],
      pageOfAccount: { in: 'params', name: 'usrID' },
      permission: ['Settings', 'update'],
    },
    idempotent: true,
    tags,
  }),
  createCustomer: defineRoute({
    method: 'POST',
    path: '/payment/customer',
    response: { 200: customerResponse },
    auth: {},
    idempotent: true,
    tags,
  }),
  createConnectedAccount: defineRoute({
    method: 'POST',
    path: '/general/connected-account/create',
    response: { 200: connectedAccountCreateResponse },
    auth: ACCOUNT_HOLDERS,
    idempotent: true,
    tags,
  }),
  connectedAccountLink: defineRoute({
    method: 'POST',
    path: '/general/connected-account/link',
    response: { 200: connectedAccountLinkResponse },
    auth: ACCOUNT_HOLDERS,
    tags,
  }),
  checkConnectedAccount: defineRoute({
    method: 'GET',
    path: '/general/connected-account/check',
    response: { 200: connectedAccountResponse },
    auth: ACCOUNT_HOLDERS,
    tags,
  }),
  /** Whose connection one may reset (own company or own payout account; platform staff any) is the handler's. */
  resetPaymentConnection: defineRoute({
    method: 'POST',
    path: '/general/reset-payment-connection/:companyID/:type',
    params: resetPaymentConnectionParams,
    response: { 200: messageBody },
    auth: ACCOUNT_HOLDERS,
    tags,
  }),
  /** Public like a provider's tokenizer: it stores nothing, and a token alone pays for nothing. */
  createSandboxToken: defineRoute({
    method: 'POST',
    path: '/payment/sandbox/tokens',
    body: sandboxTokenRequest,
    response: { 200: sandboxTokenResponse },
    auth: 'public',
    tags: ['billing sandbox'],
  }),
  advanceSandboxAccount: defineRoute({
    method: 'POST',
    path: '/payment/sandbox/accounts/advance',
    response: { 200: connectedAccountResponse },
    auth: ACCOUNT_HOLDERS,
    tags: ['billing sandbox'],
  }),
  /** Test mode: how the caller's own saved card answers charges now (null without a card). */
  readSandboxCardOutcome: defineRoute({
    method: 'GET',
    path: '/payment/sandbox/card-outcome',
    response: { 200: sandboxCardOutcomeResponse },
    auth: {},
    tags: ['billing sandbox'],
  }),
  /**
   * Test mode: switches a saved card to decline its charges (or back), so a failed payment can be
   * shown. The caller's own card; platform staff also a user of their platform (usrID).
   */
  setSandboxCardOutcome: defineRoute({
    method: 'PUT',
    path: '/payment/sandbox/card-outcome',
    body: sandboxCardOutcomeRequest,
    response: { 200: sandboxCardOutcomeResponse },
    auth: {},
    tags: ['billing sandbox'],
  }),
};
