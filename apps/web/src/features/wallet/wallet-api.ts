// The Data Wallet calls (part 2 §7 'Billing and Data Wallet'): the wallet, its monthly history, Save,
// Charge, the continual top-up switch and the history CSV, all for the signed-in agency's company.
import { walletRoutes } from '@lead/shared';
import { call, download } from '../../lib/api-client.ts';
import { browserTimeZone } from '../../lib/api-request.ts';

/** Every wallet query starts with this, so one change refreshes the balance and the history. */
export const WALLET_KEY = ['data-wallet'] as const;

export const walletKey = (companyId: number) => [...WALLET_KEY, companyId] as const;
export const getWallet = (companyId: number) =>
  call(walletRoutes.getDirectPayment, { query: { company_id: companyId } });

export const historyKey = (companyId: number, month: string) =>
  [...WALLET_KEY, companyId, 'history', month] as const;
export const getHistory = (companyId: number, month: string) =>
  call(walletRoutes.getTransactionHistoryDirectPayment, { query: { company_id: companyId, date: month } });

export const saveAmount = (companyId: number, amount: string, custom: boolean) =>
  call(walletRoutes.savePrepaidDirectPayment, {
    body: { company_id: companyId, amount, custom_amount: custom ? 'T' : 'F' },
  });

export type ChargeInput = {
  companyId: number;
  amount: string;
  custom: boolean;
  stopContinual: boolean;
  /** Made once when the charge is confirmed, so a retry of that charge never charges twice. */
  idempotencyKey: string;
};

/** The server reads the caller's address from the request; ip_user stays empty here. */
export const chargeWallet = (input: ChargeInput) =>
  call(walletRoutes.chargePrepaidDirectPayment, {
    body: {
      company_id: input.companyId,
      amount: input.amount,
      custom_amount: input.custom ? 'T' : 'F',
      stop_continual: input.stopContinual ? 'T' : 'F',
      ip_user: null,
      timezone: browserTimeZone(),
      payment_type: 'credit_card',
      idempotency_key: input.idempotencyKey,
    },
  });

export const setStopContinual = (companyId: number, stop: boolean) =>
  call(walletRoutes.stopContinualTopupDirectPayment, {
    body: { company_id: companyId, stop_continual: stop ? 'T' : 'F' },
  });

export const downloadHistory = (companyId: number, month: string) =>
  download(
    walletRoutes.downloadTransactionHistoryDirectPayment,
    { params: { companyId, month } },
    `transaction-history-${month}.csv`,
  );
