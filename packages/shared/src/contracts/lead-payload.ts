// The JSON body a webhook receiver gets for each lead (issue 23 item 7). This zod schema is the one
// definition: the webhook connector builds its body to it, lead-payload.schema.json is generated from
// it (npm run lead-payload-schema -w @lead/shared; a test keeps the file in step), and /api/docs shows it.
import { z } from 'zod';
import { leadJourneySummary } from './journey-summary.ts';
import { leadScore } from './lead-score.ts';

export const LEAD_PAYLOAD_EVENT = 'lead.created';

const nullableText = (description: string) => z.string().nullable().describe(description);

export const leadPayloadData = z
  .object({
    id: z.number().int().describe('The lead, unique on the platform.'),
    campaign_id: z.string().describe('The campaign id people see on every screen (e.g. "10000001").'),
    campaign_name: z.string(),
    module: z
      .string()
      .describe('The module\'s display name: "Site ID", "Search ID", "Enhance ID" or "B2B ID".'),
    client: z
      .object({
        id: z.number().int().describe("The client company's id."),
        name: z.string().describe("The client company's name."),
      })
      .strict()
      .describe('The client company whose campaign made the lead.'),
    first_name: nullableText("The person's first name."),
    last_name: nullableText("The person's last name."),
    email: nullableText("The person's e-mail address."),
    phone: nullableText("The person's phone number."),
    address: nullableText('Street address.'),
    city: nullableText('City.'),
    state: nullableText('US state code.'),
    zip: nullableText('ZIP code.'),
    company_name: nullableText('The company the person works for (B2B ID), not the client.'),
    job_title: nullableText("The person's job title (B2B ID)."),
    keyword: nullableText('The search keyword that matched (Search ID).'),
    source_url: nullableText('The page the person visited (Site ID).'),
    created_at: z.string().describe('When the lead was made (ISO 8601, UTC).'),
    journey: leadJourneySummary
      .nullable()
      .describe(
        'What the visitor did on the site up to the lead (Site ID); null for leads without page views.',
      ),
    score: leadScore
      .nullable()
      .describe(
        "The lead's score by its campaign's scoring rules (Site ID); null for leads without page views.",
      ),
    tags: z.array(z.string()).describe("The webhook's tags."),
  })
  .strict();

export const leadPayload = z
  .object({
    type: z.literal(LEAD_PAYLOAD_EVENT),
    timestamp: z.string().describe('When this attempt was sent (ISO 8601, UTC).'),
    data: leadPayloadData,
  })
  .strict()
  .meta({ title: 'LeadPayload' })
  .describe(
    'A lead as a webhook receives it: POSTed as JSON and signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); the same webhook-id on every retry.',
  );
export type LeadPayload = z.infer<typeof leadPayload>;

/** The JSON Schema (draft 2020-12) of the payload, as committed in lead-payload.schema.json. */
export const leadPayloadJsonSchema = () =>
  z.toJSONSchema(leadPayload, { target: 'draft-2020-12' }) as Record<string, unknown>;

/** The same schema for the OpenAPI 3.0 document of /api/docs. */
export const leadPayloadOpenApiSchema = () =>
  z.toJSONSchema(leadPayload, { target: 'openapi-3.0' }) as Record<string, unknown>;
