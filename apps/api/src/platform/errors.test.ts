import { messages } from '@lead/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDataException, isRowSecurityRefusal, registerErrorHandler } from './errors.ts';

/** A query error as Drizzle throws it: the driver's error as its cause. */
const queryError = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('PostgreSQL data exceptions (class 22)', () => {
  it.each(['22P05', '22003', '22021', '22P02'])('%s is bad input', (code) => {
    expect(isDataException(queryError(code))).toBe(true);
    expect(isDataException({ code })).toBe(true);
  });

  it.each(['23505', '40001', '57014', undefined])('%s is not', (code) => {
    expect(isDataException(queryError(code as string))).toBe(false);
  });

  it('a data exception a schema missed answers 400, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/overflow', async () => {
      throw queryError('22003');
    });
    const response = await app.inject({ method: 'GET', url: '/overflow' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidInput });
  });
});

describe('a write row-level security refused (the second wall, access/tenant-db.ts)', () => {
  const refused = (message: string) =>
    Object.assign(new Error('Failed query'), { cause: { code: '42501', message } });

  it('is told from other refusals of the same code', () => {
    expect(
      isRowSecurityRefusal(refused('new row violates row-level security policy for table "campaigns"')),
    ).toBe(true);
    expect(isRowSecurityRefusal(refused('permission denied for table campaigns'))).toBe(false);
    expect(isRowSecurityRefusal(queryError('23505'))).toBe(false);
  });

  it('answers 404, as a row the caller cannot reach, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/planted', async () => {
      throw refused('new row violates row-level security policy for table "company_groups"');
    });
    const response = await app.inject({ method: 'POST', url: '/planted' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.notFound });
  });
});
