// A net under the route schemas: control characters in any path segment or query value (declared
// or not) are refused with 400 naming the field, before a route's own validation or handler runs.
import { CONTROL_CHARACTERS, messages } from '@lead/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

function fieldWithControlCharacters(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [name, value] of Object.entries(values)) {
    if (CONTROL_CHARACTERS.test(name)) return 'query';
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && CONTROL_CHARACTERS.test(text))) return name;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, the pixel's included, so no promise per call.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = fieldWithControlCharacters(request.params) ?? fieldWithControlCharacters(request.query);
    done(field ? new AppError(400, 'invalidInput', { [field]: messages.controlCharacters }) : undefined);
  });
}
