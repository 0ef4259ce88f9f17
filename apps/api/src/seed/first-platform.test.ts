import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { PRODUCTION_READY_ENV as READY } from '../platform/production-env.fixture.ts';
import { firstPlatformOf } from './first-platform.ts';

// Issue 28 item 9: production's first start creates the platform, never the demo.
describe('the first start of production on an empty database', () => {
  it('needs the platform’s domain and its first administrator’s e-mail', () => {
    expect(firstPlatformOf(loadConfig(READY))).toEqual([
      'Not starting: the database is empty, and its first start needs:',
      expect.stringContaining('PLATFORM_DOMAIN: '),
      expect.stringContaining('PLATFORM_ADMIN_EMAIL: '),
    ]);
  });

  it('takes them, cleaned, with the default name', () => {
    const config = loadConfig({
      ...READY,
      PLATFORM_DOMAIN: ' Leads.Example.com ',
      PLATFORM_ADMIN_EMAIL: 'Owner@Example.com',
    });
    expect(firstPlatformOf(config)).toEqual({
      name: 'Lead Platform',
      domain: 'leads.example.com',
      adminEmail: 'owner@example.com',
      adminName: 'Platform administrator',
    });
  });

  it.each([['localhost'], ['http://leads.example.com'], ['leads.example.com/path'], ['a'.repeat(300)]])(
    'refuses %s as the platform’s domain',
    (domain) => {
      expect(() => loadConfig({ ...READY, PLATFORM_DOMAIN: domain })).toThrow(/PLATFORM_DOMAIN/);
    },
  );
});
