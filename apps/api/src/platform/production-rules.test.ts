import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_READY_ENV as READY } from './production-env.fixture.ts';
import { productionProblems } from './production-rules.ts';

// Issue 28 item 9: what a production start refuses to run without.
describe('a production start', () => {
  it.each([
    ['everything set', READY, []],
    [
      'no database server (the embedded one is the demo’s)',
      { ...READY, DATABASE_URL: undefined },
      ['DATABASE_URL'],
    ],
    ['no mail server (the outbox page is off)', { ...READY, SMTP_URL: undefined }, ['SMTP_URL']],
    ['no secrets key (one machine’s random key)', { ...READY, SECRETS_KEY: undefined }, ['SECRETS_KEY']],
    ['none of them', { NODE_ENV: 'production' }, ['DATABASE_URL', 'SMTP_URL', 'SECRETS_KEY']],
    ['development needs none', { NODE_ENV: 'development' }, []],
  ])('%s', (_case, env, settings) => {
    expect(productionProblems(loadConfig(env)).map((problem) => problem.setting)).toEqual(settings);
  });
});
