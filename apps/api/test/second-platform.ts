// A second platform root beside the demo one (domain other.test): its owner and administrator,
// an agency (gamma.other.test) with its owner, and a client with its user. For cross-platform tests.
import { DEMO_PASSWORD } from '@lead/shared';
import { users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/modules/companies/create-company.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import type { TestApp } from './test-app.ts';

export const OTHER_PLATFORM_HOSTS = {
  'owner@other.test': 'other.test',
  'admin@other.test': 'other.test',
  'agency@gamma.test': 'gamma.other.test',
  'client@gamma.test': 'gamma.other.test',
} as const;

export type OtherPlatformEmail = keyof typeof OTHER_PLATFORM_HOSTS;

export type SecondPlatform = {
  rootId: number;
  agencyId: number;
  clientId: number;
  userIds: Record<OtherPlatformEmail, number>;
  signIn: (email: OtherPlatformEmail) => Promise<string>;
};

export async function createSecondPlatform(test: TestApp): Promise<SecondPlatform> {
  const db = test.ctx.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const root = await createCompany(db, null, {
    kind: 'root',
    companyName: 'Other Platform',
    domain: 'other.test',
  });
  const agency = await createCompany(db, root, {
    kind: 'agency',
    companyName: 'Gamma Agency',
    subdomain: 'gamma',
    accountStatus: 'completed',
  });
  const client = await createCompany(db, agency, {
    kind: 'client',
    companyName: 'Gamma Client',
    leadspeekType: 'local',
  });
  const person = (
    companyId: number,
    email: OtherPlatformEmail,
    userType: 'user' | 'administrator' | 'userdownline' | 'client',
  ) => ({
    companyId,
    email,
    userType,
    name: email,
    passwordHash,
    profileSetupCompleted: true,
    questionnaireSetupCompleted: true,
    isSystemUser: companyId === root.id,
  });
  const rows = await db
    .insert(users)
    .values([
      person(root.id, 'owner@other.test', 'user'),
      person(root.id, 'admin@other.test', 'administrator'),
      person(agency.id, 'agency@gamma.test', 'userdownline'),
      person(client.id, 'client@gamma.test', 'client'),
    ])
    .returning();
  const idOf = (email: OtherPlatformEmail) => rows.find((row) => row.email === email)?.id ?? 0;
  return {
    rootId: root.id,
    agencyId: agency.id,
    clientId: client.id,
    userIds: {
      'owner@other.test': idOf('owner@other.test'),
      'admin@other.test': idOf('admin@other.test'),
      'agency@gamma.test': idOf('agency@gamma.test'),
      'client@gamma.test': idOf('client@gamma.test'),
    },
    signIn: (email) => test.signIn(email, OTHER_PLATFORM_HOSTS[email]),
  };
}
