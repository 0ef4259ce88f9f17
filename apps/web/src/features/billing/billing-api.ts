// Card and connected payment account calls (part 2 §3 "Card", "Connected payment account").
import type {
  CardSaveRequest,
  ConnectedAccountResponse,
  ConnectedAccountStatus,
  SandboxTokenRequest,
  SavedCard,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export type CardOwner = Omit<CardSaveRequest, 'tokenid'>;

export type PaymentAccountType = 'agency' | 'sales';

export const cardKey = ['payment-card'] as const;
export const connectedAccountKey = ['connected-account'] as const;

export const readCard = () => api.get<{ card: SavedCard | null }>('/payment/card');

/** Test mode: the card number goes to the sandbox provider, which answers a token in its place. */
export const createSandboxToken = (card: SandboxTokenRequest) =>
  api.post<{ tokenid: string }>('/payment/sandbox/tokens', card);

export const saveCard = (body: CardSaveRequest) =>
  api.put<{ result: 'success'; message: string; card: SavedCard }>('/payment/card', body);

export const createConnectedAccount = () =>
  api.post<{ status: ConnectedAccountStatus }>('/general/connected-account/create');

export const connectedAccountLink = () => api.post<{ url: string }>('/general/connected-account/link');

export const checkConnectedAccount = () =>
  api.get<ConnectedAccountResponse>('/general/connected-account/check');

export const resetPaymentConnection = (holderId: number, type: PaymentAccountType) =>
  api.post<{ message: string }>(`/general/reset-payment-connection/${holderId}/${type}`);

export const advanceSandboxAccount = () =>
  api.post<ConnectedAccountResponse>('/payment/sandbox/accounts/advance');
