import { describe, expect, it } from 'vitest';
import { type CompanyRef, mayUseHost } from './sign-in-host.ts';

const root: CompanyRef = { id: 1, kind: 'root' };
const acme: CompanyRef = { id: 2, kind: 'agency' };
const beta: CompanyRef = { id: 3, kind: 'agency' };
const acmeClient: CompanyRef = { id: 4, kind: 'client' };

describe('a user signs in only under its own brand (issue 2: Beta cannot sign in on acme)', () => {
  it.each([
    { who: 'platform staff on platform host', lineage: [root], host: root.id, expected: true },
    { who: 'platform staff on an agency host', lineage: [root], host: acme.id, expected: false },
    { who: 'agency on its own host', lineage: [acme, root], host: acme.id, expected: true },
    { who: 'agency on the platform host', lineage: [acme, root], host: root.id, expected: true },
    { who: 'agency on another agency host', lineage: [beta, root], host: acme.id, expected: false },
    { who: 'client on its agency host', lineage: [acmeClient, acme, root], host: acme.id, expected: true },
    { who: 'client on the platform host', lineage: [acmeClient, acme, root], host: root.id, expected: false },
    {
      who: 'client on another agency host',
      lineage: [acmeClient, acme, root],
      host: beta.id,
      expected: false,
    },
    { who: 'no lineage', lineage: [], host: root.id, expected: false },
  ])('$who → $expected', ({ lineage, host, expected }) => {
    expect(mayUseHost(lineage, host)).toBe(expected);
  });
});
