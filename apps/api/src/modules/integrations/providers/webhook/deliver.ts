// Delivers one lead to a webhook endpoint, signed per the Standard Webhooks specification
// (standardwebhooks.com): `webhook-id` is the delivery's idempotency key, the same on every retry, so
// a receiver that saw it already ignores the repeat; `webhook-timestamp` is this attempt's time;
// `webhook-signature` is "v1,<base64 HMAC-SHA256 of id.timestamp.body>" with the endpoint's secret.

import { createHmac } from 'node:crypto';
import { LEAD_PAYLOAD_EVENT, type LeadPayload, moduleDisplayName } from '@lead/shared';
import {
  type Connector,
  type DeliveryRequest,
  InvalidCredentialsError,
  type LeadForDelivery,
} from '../../connector.ts';
import { answerOf, fetchFailure } from '../../provider-http.ts';

export const WEBHOOK_EVENT = LEAD_PAYLOAD_EVENT;

/** The JSON body a receiver gets: leadPayload in @lead/shared, published as lead-payload.schema.json. */
export function webhookPayload(lead: LeadForDelivery, tags: readonly string[], now: Date): LeadPayload {
  return {
    type: WEBHOOK_EVENT,
    timestamp: now.toISOString(),
    data: {
      id: lead.leadId,
      campaign_id: lead.campaignDisplayId,
      campaign_name: lead.campaignName,
      module: moduleDisplayName(lead.module),
      client: { id: lead.client.id, name: lead.client.name },
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      city: lead.city,
      state: lead.state,
      zip: lead.zip,
      company_name: lead.companyName,
      job_title: lead.jobTitle,
      keyword: lead.keyword,
      source_url: lead.sourceUrl,
      created_at: lead.createdAt,
      journey: lead.journey,
      score: lead.score,
      tags: [...tags],
    },
  };
}

const SECRET_PREFIX = 'whsec_';

/**
 * One signature as the specification defines it (the secret base64 after its prefix, HMAC-SHA256 of
 * id.seconds.body). Node's own HMAC: the standardwebhooks library signs in JavaScript, about a seventh of the
 * webhook's CPU at 1,000 leads/s; the tests verify each signature with that library's verifier.
 */
function signature(secret: string, webhookId: string, seconds: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${seconds}.${body}`).digest('base64')}`;
}

/** The signed request's headers (the secret may hold several, space-separated, during a rotation). */
export function signedHeaders(secrets: readonly string[], webhookId: string, now: Date, body: string) {
  const seconds = Math.floor(now.getTime() / 1000);
  const signatures = secrets.map((secret) => signature(secret, webhookId, seconds, body));
  return {
    'content-type': 'application/json',
    'user-agent': 'LeadPlatform-Webhooks/1.0',
    'webhook-id': webhookId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': signatures.join(' '),
  };
}

/** The endpoint's secret, and for a day after a rotation the previous one too (both sign). */
export function secretsOf(credentials: Readonly<Record<string, string>>, now = new Date()): string[] {
  const previousValid =
    !!credentials.previous_secret &&
    !!credentials.previous_until &&
    Date.parse(credentials.previous_until) > now.getTime();
  const secrets = [credentials.secret, previousValid ? credentials.previous_secret : undefined].filter(
    (secret): secret is string => !!secret,
  );
  if (secrets.length === 0) throw new InvalidCredentialsError('This webhook has no signing secret.');
  return secrets;
}

async function post(request: DeliveryRequest, now = new Date()): Promise<void> {
  const { endpoint, credentials, lead, idempotencyKey, targets } = request;
  const body = JSON.stringify(webhookPayload(lead, targets.tags ?? [], now));
  let response: Response;
  try {
    response = await endpoint.fetch(endpoint.baseUrl, {
      method: 'POST',
      headers: signedHeaders(secretsOf(credentials, now), idempotencyKey, now, body),
      body,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    throw fetchFailure(error);
  }
  await answerOf(response);
}

export const webhookConnector: Connector = {
  slug: 'webhook',
  async connect() {
    return { accountName: 'Webhook' };
  },
  async targets() {
    return [];
  },
  deliver: (request) => post(request),
};
