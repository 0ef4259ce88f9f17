// A local stand-in for the few Stripe endpoints we call, recording each request it receives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeJs } from './fake-stripe-js.ts';

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
export const INSUFFICIENT_FUNDS_PM = 'pm_card_chargeDeclinedInsufficientFunds';

type Decline = { code: string; decline_code: string; message: string };

/** How Stripe's test payment methods answer a charge (docs.stripe.com/testing, "Declined payments"). */
export const CHARGE_DECLINES: Record<string, Decline> = {
  [DECLINED_PM]: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_visa_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [INSUFFICIENT_FUNDS_PM]: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** What the fake does with the next charge or refund requests, before its idempotency layer. */
export type Trouble = '500' | 'hang';

/** A first answer kept per Idempotency-Key, as Stripe keeps it (24 h there, the fake's life here). */
type StoredAnswer = { path: string; form: string; status: number; body: unknown };

export type FakeStripe = {
  url: string;
  received: ReceivedRequest[];
  /** What GET /v1/accounts/:id answers, per account id. */
  accounts: Map<string, Record<string, unknown>>;
  /** What GET /v1/setup_intents/:id answers, per SetupIntent id (as the browser left it). */
  setupIntents: Map<string, Record<string, unknown>>;
  /** SetupIntents made so far (their ids count up: seti_fake_1, seti_fake_2, ...). */
  setupSerial: number;
  /** PaymentIntents that succeeded, by id, with what was refunded of each. */
  paymentIntents: Map<string, Record<string, unknown> & { amount: number; amount_refunded: number }>;
  /** Refunds made, in order. */
  refunds: Record<string, unknown>[];
  /** First answers per Idempotency-Key of POST /v1/payment_intents and /v1/refunds. */
  idempotency: Map<string, StoredAnswer>;
  /** Answers the next `count` charge or refund requests with a 500, or never (a timeout). */
  troubleNext: (count: number, trouble: Trouble) => void;
  close: () => Promise<void>;
};

/** The idempotency layer checks keys only on these (the calls that move money). */
const MONEY_PATHS = new Set(['/v1/payment_intents', '/v1/refunds']);

/** The form without the keys the SDK may vary between retries of one request. */
const paramsOf = (form: Record<string, string>) =>
  JSON.stringify(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));

let serial = 0;

function createPaymentIntent(fake: FakeStripe, form: Record<string, string>): [number, unknown] {
  const amount = Number(form.amount);
  if (!Number.isInteger(amount) || amount < 50) {
    const message = 'Amount must be at least $0.50 usd';
    return [
      400,
      { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message } },
    ];
  }
  const id = `pi_fake_${++serial}`;
  const method = form.payment_method ?? '';
  const intent = {
    id,
    object: 'payment_intent',
    amount,
    amount_refunded: 0,
    currency: form.currency,
    customer: form.customer ?? null,
    payment_method: method,
    description: form.description ?? null,
    application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
    transfer_data: form['transfer_data[destination]']
      ? { destination: form['transfer_data[destination]'] }
      : null,
    livemode: false,
  };
  const decline = CHARGE_DECLINES[method];
  if (decline) {
    const failed = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', ...decline },
    };
    return [402, { error: { type: 'card_error', ...decline, payment_intent: failed } }];
  }
  const succeeded = { ...intent, status: 'succeeded', latest_charge: `ch_fake_${serial}` };
  fake.paymentIntents.set(id, succeeded);
  return [200, succeeded];
}

function createRefund(fake: FakeStripe, form: Record<string, string>): [number, unknown] {
  const intent = fake.paymentIntents.get(form.payment_intent ?? '');
  if (!intent) {
    const message = `No such payment_intent: '${form.payment_intent}'`;
    return [
      400,
      {
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message },
      },
    ];
  }
  const amount = form.amount ? Number(form.amount) : intent.amount - intent.amount_refunded;
  if (intent.amount_refunded + amount > intent.amount) {
    const message = `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - intent.amount_refunded) / 100).toFixed(2)})`;
    return [400, { error: { type: 'invalid_request_error', param: 'amount', message } }];
  }
  intent.amount_refunded += amount;
  const refund = {
    id: `re_fake_${++serial}`,
    object: 'refund',
    amount,
    payment_intent: intent.id,
    status: 'succeeded',
    reverse_transfer: form.reverse_transfer === 'true',
    refund_application_fee: form.refund_application_fee === 'true',
  };
  fake.refunds.push(refund);
  return [200, refund];
}

/** Stripe's idempotency layer: the first answer per key is kept and replayed; other params are refused. */
function idempotent(
  fake: FakeStripe,
  request: ReceivedRequest,
  run: () => [number, unknown],
): [number, unknown] {
  const key = request.idempotencyKey;
  if (!key) {
    const message = 'The fake Stripe requires an Idempotency-Key header on calls that move money.';
    return [400, { error: { type: 'invalid_request_error', message } }];
  }
  const form = paramsOf(request.form);
  const first = fake.idempotency.get(key);
  if (first) {
    if (first.path !== request.path || first.form !== form) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return [400, { error: { type: 'idempotency_error', message } }];
    }
    return [first.status, first.body];
  }
  const [status, body] = run();
  fake.idempotency.set(key, { path: request.path, form, status, body });
  return [status, body];
}

/** Card numbers of Stripe's test cards that its confirmation declines (docs.stripe.com/testing). */
const SETUP_DECLINES = new Set(['4000000000000002', '4000000000009995']);

/**
 * What Stripe.js's confirmCardSetup posts (with the publishable key and the client secret): the card
 * is set up, or declined as a card error.
 */
function confirmSetupIntent(fake: FakeStripe, id: string, form: Record<string, string>): [number, unknown] {
  const intent = fake.setupIntents.get(id);
  if (!intent || intent.client_secret !== form.client_secret || !form.key?.startsWith('pk_')) {
    const message = `No such setupintent: '${id}'`;
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } }];
  }
  const number = form['payment_method_data[card][number]'] ?? '';
  if (SETUP_DECLINES.has(number)) {
    const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    intent.status = 'requires_payment_method';
    intent.last_setup_error = error;
    return [402, { error }];
  }
  if (!/^\d{16}$/.test(number)) {
    const error = {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    };
    return [400, { error }];
  }
  Object.assign(intent, { status: 'succeeded', payment_method: `pm_fake_${number.slice(-4)}_${id}` });
  return [200, intent];
}

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
  if (method === 'POST' && path === '/v1/payment_intents')
    return idempotent(fake, request, () => createPaymentIntent(fake, form));
  if (method === 'POST' && path === '/v1/refunds')
    return idempotent(fake, request, () => createRefund(fake, form));
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
    const id = `seti_fake_${++fake.setupSerial}`;
    const intent = {
      id,
      object: 'setup_intent',
      customer: form.customer,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_abc`,
      usage: form.usage,
    };
    fake.setupIntents.set(id, intent);
    return [200, intent];
  }
  const confirm = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
  if (method === 'POST' && confirm?.[1]) return confirmSetupIntent(fake, confirm[1], form);
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
    setupSerial: 0,
    paymentIntents: new Map(),
    refunds: [],
    idempotency: new Map(),
    troubleNext: (count, trouble) => {
      troubles = Array.from({ length: count }, () => trouble);
    },
    close: async () => {},
  };
  let troubles: Trouble[] = [];
  const server = http.createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      // The browser's side (browser tests): Stripe.js's stand-in, which calls back across origins.
      if (incoming.method === 'GET' && url.pathname === '/stripe.js') {
        outgoing.writeHead(200, { 'content-type': 'text/javascript' });
        outgoing.end(fakeStripeJs(fake.url));
        return;
      }
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        form: Object.fromEntries(new URLSearchParams(body)),
        authorization: incoming.headers.authorization,
        idempotencyKey: incoming.headers['idempotency-key'] as string | undefined,
      };
      fake.received.push(request);
      // Trouble in front of Stripe's idempotency layer (a gateway error, a lost answer): nothing is kept.
      const trouble =
        request.method === 'POST' && MONEY_PATHS.has(request.path) ? troubles.shift() : undefined;
      if (trouble === 'hang') return;
      if (trouble === '500') {
        outgoing.writeHead(500, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        outgoing.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        return;
      }
      const [status, json] = answer(fake, request);
      outgoing.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_fake',
        'access-control-allow-origin': '*',
      });
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
