// The webhook lead payload on the docs page (/api/docs): no route answers it, so it is added to the
// OpenAPI document as a component schema, from the same zod schema as lead-payload.schema.json.
import { leadPayloadOpenApiSchema } from '@lead/shared';

export const LEAD_PAYLOAD_COMPONENT = 'LeadPayload';

export const leadPayloadDocs = () => ({
  components: {
    schemas: {
      [LEAD_PAYLOAD_COMPONENT]: leadPayloadOpenApiSchema(),
    },
  },
  tags: [
    {
      name: 'integrations',
      description: `Webhooks receive each lead as a POST whose JSON body is the ${LEAD_PAYLOAD_COMPONENT} schema below (also in the repository as packages/shared/src/contracts/lead-payload.schema.json), signed per Standard Webhooks.`,
    },
  ],
});
