// Card and connected payment account calls (part 2 §3 "Card", "Connected payment account").
import {
  type CardSaveRequest,
  billingRoutes as routes,
  type SandboxCardOutcome,
  type SandboxTokenRequest,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export type CardOwner = Omit<CardSaveRequest, 'tokenid'>;

export type PaymentAccountType = 'agency' | 'sales';

export const cardKey = ['payment-card'] as const;
export const connectedAccountKey = ['connected-account'] as const;
export const paymentConfigKey = ['payment-config'] as const;
export const sandboxCardOutcomeKey = ['sandbox-card-outcome'] as const;

/** Which provider takes payments (the sandbox shows its test-mode controls). */
export const readPaymentConfig = () => call(routes.paymentConfig);

/** Test mode: whether the caller's saved card is set to decline its charges. */
export const readSandboxCardOutcome = () => call(routes.readSandboxCardOutcome);

export const setSandboxCardOutcome = (outcome: SandboxCardOutcome) =>
  call(routes.setSandboxCardOutcome, { body: { outcome } });

export const readCard = () => call(routes.readCard);

/** Stripe: a SetupIntent for the signed-in account's customer, which Stripe.js confirms in the browser. */
export const createCardSetup = () => call(routes.createCardSetup);

/** Test mode: the card number goes to the sandbox provider, which answers a token in its place. */
export const createSandboxToken = (card: SandboxTokenRequest) =>
  call(routes.createSandboxToken, { body: card });

export const saveCard = (body: CardSaveRequest) => call(routes.saveCard, { body });

export const createConnectedAccount = () => call(routes.createConnectedAccount);

export const connectedAccountLink = () => call(routes.connectedAccountLink);

export const checkConnectedAccount = () => call(routes.checkConnectedAccount);

export const resetPaymentConnection = (holderId: number, type: PaymentAccountType) =>
  call(routes.resetPaymentConnection, { params: { companyID: holderId, type } });

export const advanceSandboxAccount = () => call(routes.advanceSandboxAccount);
