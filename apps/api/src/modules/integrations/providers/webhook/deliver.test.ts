// The webhook's signature is made with Node's HMAC (deliver.ts); receivers check it with a Standard
// Webhooks library, so every signature here must verify with that library's own verifier.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from './deliver.ts';

const secretOf = (bytes: number) => `whsec_${randomBytes(bytes).toString('base64')}`;
const bodies = [
  '{}',
  JSON.stringify({ data: { first_name: 'Zoë', city: 'Montréal', note: '日本語 ✓ 🚀' } }),
  JSON.stringify({ data: { text: 'x'.repeat(100_000) } }),
];

describe('signedHeaders', () => {
  it.each([16, 24, 32, 64])(
    'signs so the Standard Webhooks verifier accepts it (%i-byte secret)',
    (bytes) => {
      const secret = secretOf(bytes);
      const now = new Date();
      for (const body of bodies) {
        const headers = signedHeaders([secret], 'msg_2f1c0e7b', now, body);
        expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
        expect(headers['webhook-signature']).toBe(new Webhook(secret).sign('msg_2f1c0e7b', now, body));
      }
    },
  );

  it('signs with each secret of a rotation, and a changed body no longer verifies', () => {
    const [current, previous] = [secretOf(24), secretOf(24)];
    const body = bodies[1] ?? '';
    const headers = signedHeaders([current, previous], 'msg_rotating', new Date(), body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(current).verify(body.replace('Zoë', 'Zoe'), headers)).toThrow();
    expect(() => new Webhook(secretOf(24)).verify(body, headers)).toThrow();
  });

  it('states the seconds it signed, the id and the body’s type', () => {
    const now = new Date('2026-12-04T14:30:05.900Z');
    const headers = signedHeaders([secretOf(24)], 'msg_time', now, '{}');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['webhook-id']).toBe('msg_time');
    expect(headers['content-type']).toBe('application/json');
  });
});
