// Steps the Data Wallet browser tests share (issue 16): a manually billed agency let into the
// data_wallet beta, its wallet as the API answers it, opening the dialog, a lead made through the
// real pixel pipeline, and the accessibility check.
import type { WalletResponse } from '@lead/shared';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiSignIn, apiUser, callApi, type FreshAccount } from './api.ts';
import { withServerDatabase } from './server-database.ts';
import { addSandboxCard, letIntoBeta, readyAgency, waitForShell } from './shell.ts';
import { openProfileMenuItem, openSignedIn, visible } from './ui.ts';

export type WalletAgency = FreshAccount & { companyId: number };

/** Manual bill on (part 1 §6: the Data Wallet is for agencies billed manually), set by root. */
export async function setManualBill(companyId: number, on: boolean): Promise<void> {
  const root = await apiSignIn('root@demo.test', 'localhost');
  const answer = await callApi('PUT', '/configuration/user/manual-bill', {
    token: root,
    body: { companyID: companyId, manualBill: on ? 'T' : 'F' },
  });
  expect(answer.status).toBe(200);
}

/** A fresh agency that sees the Data Wallet: card on file, data_wallet beta, manual bill. */
export async function walletAgency(label: string, card?: string): Promise<WalletAgency> {
  const agency = await readyAgency(label);
  if (card) await addSandboxCard(agency.token, card);
  await letIntoBeta(agency.token, 'data_wallet');
  const companyId = (await apiUser(agency.token)).company_id;
  await setManualBill(companyId, true);
  return { ...agency, companyId };
}

/** Records the data_wallet beta agreement through the API, as Confirm in the dialog does. */
export async function agreeToWallet(token: string): Promise<void> {
  const root = await apiSignIn('root@demo.test', 'localhost');
  const list = await callApi<{ features: { id: number; slug: string }[] }>(
    'GET',
    '/configuration/beta-features',
    {
      token: root,
    },
  );
  const feature = list.body.features.find((entry) => entry.slug === 'data_wallet');
  const answer = await callApi('POST', '/agreements/feature', {
    token,
    body: { feature_id: feature?.id, location_menu: 'e2e wallet' },
  });
  expect(answer.status).toBe(200);
}

/** Charges the wallet `dollars` from the card on file through the API, as Charge in the dialog does. */
export async function chargeWallet(token: string, companyId: number, dollars: number): Promise<void> {
  const charged = await callApi<{ result: string }>(
    'POST',
    '/configuration/agencies/prepaid/charge-prepaid-direct-payment',
    {
      token,
      body: {
        company_id: companyId,
        amount: String(dollars),
        custom_amount: 'F',
        stop_continual: 'T',
        payment_type: 'credit_card',
        idempotency_key: `e2e-wallet-${companyId}-${Date.now()}`,
      },
    },
  );
  expect(charged.body.result).toBe('success');
}

/** The wallet as the API answers it (the ledger's balance, not the screen's). */
export async function walletOf(token: string, companyId: number): Promise<WalletResponse> {
  const answer = await callApi<WalletResponse>(
    'GET',
    `/configuration/agencies/prepaid/get-direct-payment?company_id=${companyId}`,
    { token },
  );
  if (answer.status !== 200)
    throw new Error(`get-direct-payment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs in on the platform host on a light page (the wallet opens from any page's profile menu). */
export async function signInAgency(page: Page, agency: { email: string; password: string }): Promise<void> {
  await openSignedIn(page, 'localhost', agency.email, '/user/profile', agency.password);
  await waitForShell(page);
}

/** Opens Data Wallet from the profile menu, confirming the beta agreement when it is asked. */
export async function openWallet(page: Page) {
  await openProfileMenuItem(page, 'Data Wallet');
  const agreement = page.getByRole('dialog', { name: 'Service Agreement' });
  const wallet = page.getByRole('dialog', { name: 'Data Wallet' });
  await Promise.race([agreement.waitFor(), wallet.waitFor()]);
  if (await agreement.isVisible()) await agreement.getByRole('button', { name: 'Confirm' }).click();
  await visible(wallet.getByTestId('wallet-balance'));
  return wallet;
}

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * One page view of a new visitor on the campaign's site, as the pixel sends it; answers once the
 * pipeline made it a lead (it polls the server's database), so what the lead paid can be checked.
 */
export async function leadFromVisit(leadspeekApiId: string, label: string): Promise<number> {
  const visitor = `wallet-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await fetch(`${inject('baseUrl')}/api/pixel/event`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_USER_AGENT },
    body: JSON.stringify({ c: leadspeekApiId, v: visitor, u: 'https://client.example.com/landing' }),
  });
  expect(response.status).toBe(204);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const lead = await withServerDatabase(async (client) => {
      const { rows } = await client.query<{ lead_id: string | null; status: string; reason: string | null }>(
        'select lead_id, status, reason from visits where visitor_id = $1',
        [visitor],
      );
      return rows[0] ?? null;
    });
    if (lead?.lead_id) return Number(lead.lead_id);
    if (lead && lead.status !== 'queued' && lead.status !== 'lead')
      throw new Error(`The visit did not become a lead: ${lead.status} (${lead.reason})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No lead for visitor ${visitor} within 30 s`);
}
