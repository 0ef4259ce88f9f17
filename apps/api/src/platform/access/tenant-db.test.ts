// The door in the second wall (tenant-db.ts): `beyondScope` reads past row-level security, so only
// the reads that must see past the caller's scope by design call it, each file here with its reason.
// A new call fails this test until it is reviewed and listed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../source-files.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files that call beyondScope, relative to apps/api/src, and why. */
const PAST_THE_SCOPE: Record<string, string> = {
  'platform/access/uniqueness.ts':
    'whether an e-mail or a host is taken on any platform (answers only "taken")',
  'platform/access/users.ts':
    "a client's agency owner (its onboarding), and the view-as viewer (its type and name), both above the caller",
  'modules/referrals/referral-registrations.ts':
    'the agencies a person brought, which sit beside its own agency, never below it',
};

describe('beyondScope', () => {
  it('is called only from the reviewed files', () => {
    const callers = sourceFiles(srcDir)
      .filter((file) => !file.endsWith(path.join('access', 'tenant-db.ts')))
      .filter((file) => /\bbeyondScope\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
      .sort();
    expect(callers).toEqual(Object.keys(PAST_THE_SCOPE).sort());
  });
});
