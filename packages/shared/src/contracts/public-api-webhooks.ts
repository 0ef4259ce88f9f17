// The developer API's webhook endpoints (issue 26 part 2 item 3): the company webhooks of the
// integrations (issue 17), which receive every new lead signed per Standard Webhooks with the
// endpoint's secret. A Zapier-style subscribe is a create, an unsubscribe a delete.
import { z } from 'zod';
import { id, text } from './common.ts';
import { publicPageQuery } from './public-api.ts';

export const publicWebhook = z
  .object({
    id: z.number().int(),
    url: z.string(),
    company_id: z.number().int().describe('The company whose leads it receives (an agency: its clients).'),
    campaign_id: z
      .string()
      .nullable()
      .describe("The one campaign whose leads it receives; null for all the company's campaigns."),
    description: z.string().nullable(),
    status: z.enum(['active', 'failing']).describe('failing: its last deliveries were refused.'),
    secret_hint: z.string().nullable().describe('The last characters of the signing secret.'),
    created_at: z.string(),
  })
  .meta({ id: 'Webhook' });
export type PublicWebhook = z.infer<typeof publicWebhook>;

const signingSecret = z
  .string()
  .nullable()
  .describe(
    'The signing secret, answered only now (null to a repeat of the call with the same Idempotency-Key): every delivery carries webhook-id, webhook-timestamp and webhook-signature "v1,<base64 HMAC-SHA256 of id.timestamp.body>" (Standard Webhooks) made with it.',
  );

export const publicWebhookWithSecret = publicWebhook
  .extend({ secret: signingSecret })
  .meta({ id: 'WebhookWithSecret' });

export const publicWebhookCreate = z.object({
  url: text.max(2000).describe('An absolute https:// (or http://) URL on a public address.'),
  campaign_id: text
    .max(40)
    .optional()
    .describe("Only this campaign's leads; leave it out for all the company's campaigns."),
  client_id: id
    .optional()
    .describe("An agency's token: the client whose campaigns it serves; leave it out for the agency's own."),
  description: text.max(200).optional(),
});

export const publicWebhooksQuery = publicPageQuery;

export const publicWebhookParams = z.object({ webhookId: id });

export const publicWebhookSecret = z
  .object({ id: z.number().int(), secret: signingSecret })
  .meta({ id: 'WebhookSecret' });

export const publicWebhookDeleted = z
  .object({ id: z.number().int(), deleted: z.literal(true) })
  .meta({ id: 'WebhookDeleted' });
