// The Data Wallet (part 2 §7 'Billing and Data Wallet', issue 16): the six calls under
// /configuration/agencies/prepaid/ (methods not shown in the spec: reads are GET, changes PUT, the
// charge POST). Only the owner or staff of a manual-bill agency reach its own wallet (part 1 §6
// menu rule): another company's id answers 404, a client 403, an agency without manual bill 403.
import {
  walletChargeRequest,
  walletChargeResponse,
  walletDownloadParams,
  walletHistoryQuery,
  walletHistoryResponse,
  walletQuery,
  walletResponse,
  walletSaveRequest,
  walletSaveResponse,
  walletStopContinualRequest,
  walletStopContinualResponse,
} from '../contracts/wallet.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = ['wallet'];
/** user and userdownline of an agency (part 1 §6); manual bill and the company id are the handler's. */
const WALLET_HOLDERS = {
  userTypes: ['user', 'userdownline'],
  companyKinds: ['agency'],
} as const satisfies RouteAccess;
const PREFIX = '/configuration/agencies/prepaid';

export const walletRoutes = {
  getDirectPayment: defineRoute({
    method: 'GET',
    path: `${PREFIX}/get-direct-payment`,
    query: walletQuery,
    response: { 200: walletResponse },
    auth: WALLET_HOLDERS,
    tags,
  }),
  getTransactionHistoryDirectPayment: defineRoute({
    method: 'GET',
    path: `${PREFIX}/get-transaction-history-direct-payment`,
    query: walletHistoryQuery,
    response: { 200: walletHistoryResponse },
    auth: WALLET_HOLDERS,
    tags,
  }),
  stopContinualTopupDirectPayment: defineRoute({
    method: 'PUT',
    path: `${PREFIX}/stop-continual-topup`,
    body: walletStopContinualRequest,
    response: { 200: walletStopContinualResponse },
    auth: { ...WALLET_HOLDERS, viewMode: 'refused' },
    tags,
  }),
  savePrepaidDirectPayment: defineRoute({
    method: 'PUT',
    path: `${PREFIX}/save-prepaid-direct-payment`,
    body: walletSaveRequest,
    response: { 200: walletSaveResponse },
    auth: { ...WALLET_HOLDERS, viewMode: 'refused' },
    tags,
  }),
  chargePrepaidDirectPayment: defineRoute({
    method: 'POST',
    path: `${PREFIX}/charge-prepaid-direct-payment`,
    body: walletChargeRequest,
    response: { 200: walletChargeResponse },
    auth: { ...WALLET_HOLDERS, viewMode: 'refused' },
    idempotent: { keyField: 'idempotency_key' },
    tags,
  }),
  /** The month's history as a CSV file (no JSON answer declared; the web fetches it with download()). */
  downloadTransactionHistoryDirectPayment: defineRoute({
    method: 'GET',
    path: `${PREFIX}/download-transaction-history-direct-payment/:companyId/:month`,
    params: walletDownloadParams,
    auth: WALLET_HOLDERS,
    tags,
  }),
};
