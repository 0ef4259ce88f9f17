import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { fastifyTrustProxy, parseTrustProxy, TRUST_PROXY_TRUE_REFUSED } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.1.0.0/16,::1,fd00::/8', ['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example.com', '10.0.0.1,', '10.0.0.0/8/1', 'yes'])(
    'refuses %j, naming it',
    (raw) => {
      const parsed = parseTrustProxy(raw);
      expect(parsed).toHaveProperty('refused');
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );

  // A security test found these accepted: each trusts any X-Forwarded-For a client writes.
  it.each(['0.0.0.0/0', '::/0', '10.0.0.2,0.0.0.0/0', '99', '11'])(
    'refuses %j: it would trust everyone',
    (raw) => {
      expect(parseTrustProxy(raw)).toHaveProperty('refused');
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );

  it('refuses true at start and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toContain('TRUST_PROXY=1');
  });

  it('is off when unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('a hop count trusts that many of the nearest hops only', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1), trust('198.51.100.1', 2)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('HOST', () => {
  it('listens on loopback only while mail goes to the outbox, unless HOST is set', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
  });
});
