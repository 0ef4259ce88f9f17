// A local stand-in for the few Stripe endpoints we call, recording each request it receives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

/** Payment method ids that make the fake answer like Stripe's test cards. */
export const DECLINED_PM = 'pm_card_chargeDeclined';
export const MISSING_PM = 'pm_does_not_exist';

export type FakeStripe = {
  url: string;
  received: ReceivedRequest[];
  /** What GET /v1/accounts/:id answers, per account id. */
  accounts: Map<string, Record<string, unknown>>;
  /** What GET /v1/setup_intents/:id answers, per SetupIntent id (as the browser left it). */
  setupIntents: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

const paymentMethod = (id: string, form: Record<string, string>) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer: form.customer ?? 'cus_fake_1',
  billing_details: { name: form['billing_details[name]'] ?? null },
  card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031, funding: 'credit', country: 'US' },
  livemode: false,
});

function answer(fake: FakeStripe, request: ReceivedRequest): [number, unknown] {
  const { method, path, form } = request;
  const pm = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
  if (pm?.[1] === DECLINED_PM) {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' };
    return [402, { error: { ...error, message: 'Your card was declined.', param: '' } }];
  }
  if (pm?.[1] === MISSING_PM) {
    const message = `No such PaymentMethod: '${MISSING_PM}'`;
    return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', message } }];
  }
  if (method === 'POST' && pm?.[1]) return [200, paymentMethod(pm[1], form)];
  if (method === 'POST' && path === '/v1/customers') {
    return [200, { id: 'cus_fake_1', object: 'customer', email: form.email, name: form.name }];
  }
  const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
  if (method === 'POST' && customer) return [200, { id: customer[1], object: 'customer' }];
  if (method === 'POST' && path === '/v1/accounts') {
    const account = { id: 'acct_fake_1', object: 'account', type: 'express', details_submitted: false };
    return [200, { ...account, charges_enabled: false, payouts_enabled: false }];
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const url = `https://connect.stripe.com/setup/e/${form.account}/fakeLink`;
    return [200, { object: 'account_link', url, created: 1_700_000_000, expires_at: 1_700_000_300 }];
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    const intent = {
      id: 'seti_fake_1',
      object: 'setup_intent',
      customer: form.customer,
      status: 'requires_payment_method',
    };
    return [200, { ...intent, client_secret: 'seti_fake_1_secret_abc', usage: form.usage }];
  }
  const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && setup?.[1] && fake.setupIntents.has(setup[1])) {
    return [200, { id: setup[1], object: 'setup_intent', ...fake.setupIntents.get(setup[1]) }];
  }
  const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
  if (method === 'GET' && account?.[1] && fake.accounts.has(account[1])) {
    return [200, { id: account[1], object: 'account', ...fake.accounts.get(account[1]) }];
  }
  return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }];
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: FakeStripe = {
    url: '',
    received: [],
    accounts: new Map(),
    setupIntents: new Map(),
    close: async () => {},
  };
  const server = http.createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        form: Object.fromEntries(new URLSearchParams(body)),
        authorization: incoming.headers.authorization,
        idempotencyKey: incoming.headers['idempotency-key'] as string | undefined,
      };
      fake.received.push(request);
      const [status, json] = answer(fake, request);
      outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      outgoing.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      // The SDK keeps connections alive; without this the close would wait for them.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
