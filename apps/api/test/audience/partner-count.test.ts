// A count through the HTTP lead-data adapter against a fake partner (ARCHITECTURE "External services"):
// a refused answer makes an error row, Retry asks the partner again and stores its numbers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { audienceKit } from './audience-kit.ts';

let test: TestApp;
const t = audienceKit(() => test);
const asked: { auth: string | undefined; body: unknown }[] = [];
let answerWith = 503;
const partner = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    asked.push({ auth: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(answerWith, { 'content-type': 'application/json' });
    response.end(answerWith === 200 ? JSON.stringify({ count_without_geo: 50, count: 20 }) : '{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const { port } = partner.address() as AddressInfo;
  test = await createTestApp({
    LEAD_DATA_PROVIDER: 'http',
    LEAD_DATA_URL: `http://127.0.0.1:${port}/v1/`,
    LEAD_DATA_KEY: 'partner-key',
  });
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => partner.close(resolve));
});

describe('counting through the data partner', () => {
  it('503 → error row; Retry → Success with the partner numbers; the partner got the query and the key', async () => {
    const queued = await t.queue('client@demo.test', {
      target_location: 'State',
      states: ['IL'],
      cities: ['Chicago'],
      keyword: 'dentist',
    });
    expect(queued.statusCode).toBe(200);
    await test.jobsIdle();
    expect(await t.countRow(queued.json().id)).toMatchObject({
      status: 'error',
      error: 'Lead-data partner answered 503.',
      count: null,
    });

    answerWith = 200;
    expect((await t.queue('client@demo.test', { id: queued.json().id })).statusCode).toBe(200);
    await test.jobsIdle();
    expect(await t.countRow(queued.json().id)).toMatchObject({
      status: 'success',
      count: 20,
      countWithoutGeo: 50,
      attempts: 2,
    });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({
      auth: 'Bearer partner-key',
      body: {
        keywords: ['dentist'],
        target_location: 'State',
        states: ['IL'],
        cities: ['Chicago'],
        zip_codes: [],
      },
    });
  });
});
