// Steps of the Audience browser tests: counts queued and awaited through the API, and reading the
// count table as drawn.
import type { CountRow } from '@lead/shared';
import type { Page } from 'playwright-core';
import { callApi } from './api.ts';

export async function queueCountThroughApi(token: string, body: object): Promise<CountRow> {
  const answer = await callApi<CountRow>('POST', '/bigdbm/services/queuecount', { token, body });
  if (answer.status !== 200)
    throw new Error(`queuecount answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function countThroughApi(token: string, id: number): Promise<CountRow> {
  const answer = await callApi<CountRow>('GET', `/bigdbm/services/getcountcampaign/${id}`, { token });
  if (answer.status !== 200) throw new Error(`getcountcampaign answered ${answer.status}`);
  return answer.body;
}

/** Waits until the background job has finished the count (the built-in graph builds on first use). */
export async function finishedCount(token: string, id: number, timeoutMs = 45_000): Promise<CountRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await countThroughApi(token, id);
    if (row.status !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`count ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export const countRowOf = (page: Page, id: number) =>
  page.locator(`[data-testid="count-table"] tr[data-count="${id}"]`);

/** The local counts as drawn, top to bottom. */
export const drawnLocalCounts = (page: Page) =>
  page.locator('[data-testid="count-table"] tbody [data-testid="count-local"]').allTextContents();

export const thousands = (value: number) => new Intl.NumberFormat('en-US').format(value);
