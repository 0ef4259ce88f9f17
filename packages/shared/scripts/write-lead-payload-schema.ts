// Writes src/contracts/lead-payload.schema.json from the zod schema (run after changing the payload).
import { writeFileSync } from 'node:fs';
import { leadPayloadJsonSchema } from '../src/contracts/lead-payload.ts';

const target = new URL('../src/contracts/lead-payload.schema.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(leadPayloadJsonSchema(), null, 2)}\n`);
