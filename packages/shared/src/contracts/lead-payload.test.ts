// The committed JSON Schema of the webhook payload is the zod schema's, so the file never drifts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadPayloadJsonSchema } from './lead-payload.ts';

describe('lead-payload.schema.json', () => {
  it('is what the zod schema generates (npm run lead-payload-schema -w @lead/shared)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('./lead-payload.schema.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(leadPayloadJsonSchema());
  });

  it('names the fields receivers need: the campaign id people see, the client and the module name', () => {
    const data = (leadPayloadJsonSchema().properties as Record<string, { required: string[] }>).data;
    expect(data?.required).toEqual(expect.arrayContaining(['campaign_id', 'client', 'module', 'email']));
  });
});
