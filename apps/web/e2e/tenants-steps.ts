// Steps the agency and client management browser tests share (tenants-*.spec.ts).
import { type TenantListResponse, type TenantRow, tenantListPath } from '@lead/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

/** A unique word for this run, so searches find only what this test made. */
export const uniqueWord = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Root signs in through the form and lands on the agency list. */
export async function openAgencyListAsRoot(page: Page): Promise<void> {
  await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/agency-list');
  await waitForPath(page, '/configuration/agency-list');
  await visible(page.getByRole('heading', { level: 1, name: 'Agency List' }));
}

export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search by company, name or e-mail' }).fill(text);
}

/** Searches for one company and waits until the list shows only it, no longer refreshing. */
export async function searchOne(page: Page, companyName: string): Promise<void> {
  await searchList(page, companyName);
  await expect.poll(() => drawnCompanies(page)).toEqual([companyName]);
  await page.locator('[data-testid="tenant-tree"][aria-busy="false"]').waitFor();
}

export const rowOf = (page: Page, companyId: number): Locator => page.getByTestId(`tenant-row-${companyId}`);

/** The company names of the rows, as drawn. */
export const drawnCompanies = (page: Page): Promise<string[]> =>
  page.getByTestId('tenant-tree').getByTestId('company-name').allTextContents();

/** One page of a list through the API, as `token`'s user. */
export async function listThroughApi(
  token: string,
  userType: 'userdownline' | 'client',
  search: string,
): Promise<TenantListResponse> {
  const user = await apiUser(token);
  const path = tenantListPath({
    companyId: user.company_id,
    idsys: user.idsys,
    userType,
    sort: { sortby: null, order: null },
    search,
    page: 1,
    perPage: 100,
  });
  const answer = await callApi<TenantListResponse>('GET', path, { token });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.body;
}

/** The agency row root sees for `companyName`. */
export async function agencyRowThroughApi(companyName: string): Promise<TenantRow | undefined> {
  const root = await apiSignIn('root@demo.test', 'localhost');
  const list = await listThroughApi(root, 'userdownline', companyName);
  return list.data.find((row) => row.company_name === companyName);
}
