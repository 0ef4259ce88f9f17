// Runs the fuzz requests of a group of routes as every kind of caller and collects what went wrong:
// a 5xx, a refused request (4xx) that committed a write, or a refusal worded in a validator's jargon.
import { exclusionUploadFields, profileStep1, profileStep2, VALIDATOR_JARGON } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaigns } from '../../src/db/schema/index.ts';
import { userNamed } from '../demo-lookup.ts';
import { everyScopeTokenOf } from '../public-api/public-api-client.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { casesOf, type FuzzCase, type Identity, type MultipartFields, sampleOf } from './fuzz-cases.ts';
import { type JsonSchema, type Operation, operationsOf, type RouteAuth } from './openapi-operations.ts';
import { installWriteJournal, type WriteJournal } from './write-journal.ts';

/**
 * One demo account of each user type (part 1 §1), and nobody. The platform owner, an agency owner,
 * a client and nobody get every request; administrators and sales people only where none of those
 * may call the route (leads-management, the sales downline), to keep the run short.
 */
const CALLERS = [
  { email: 'root@demo.test', userType: 'user', system: true, always: true },
  { email: 'agency@demo.test', userType: 'userdownline', system: false, always: true },
  { email: 'client@demo.test', userType: 'client', system: false, always: true },
  { email: null, userType: null, system: false, always: true },
  { email: 'admin@demo.test', userType: 'administrator', system: true, always: false },
  { email: 'sales@demo.test', userType: 'sales', system: true, always: false },
] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Routes left out, and why; everything else in the OpenAPI document is fuzzed. None today: a route
 * that ends the caller's session (logout, a password change) is fuzzed too, and the fuzz signs in
 * again before the next route.
 */
export const NOT_FUZZED: Record<string, string> = {};

/** Routes whose body is multipart form fields validated in the handler: the fields they read. */
export const MULTIPART_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/user/update': z.union([profileStep1, profileStep2]),
  'POST /api/leadspeek/suppressionlist/upload': exclusionUploadFields,
};

function multipartBaseline(key: string, identity: Identity): MultipartFields | undefined {
  const schema = MULTIPART_SCHEMAS[key];
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const sample = sampleOf(json, 'form', identity) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(sample).map(([name, value]) => [name, String(value)]));
}

/** Whether the route's declaration turns the caller away before its input is read. */
function refusedUpfront(auth: RouteAuth, caller: Caller): boolean {
  if (auth === 'public') return false;
  if (!caller.email) return true;
  // The developer API: the root's and an agency's own accounts hold credentials (everyScopeTokenOf).
  if (auth.apiScopes) return caller.userType !== 'user' && caller.userType !== 'userdownline';
  if (auth.systemOnly && !caller.system) return true;
  return auth.userTypes !== undefined && !auth.userTypes.includes(caller.userType);
}

type Session = { caller: Caller; token: string | null; identity: Identity };

/** The demo client's Site ID campaign: every caller above it sees it too. */
async function demoCampaign(test: TestApp) {
  const client = await userNamed(test.ctx.db, 'client@demo.test');
  const [campaign] = await test.ctx.db
    .select({ id: campaigns.id, key: campaigns.leadspeekApiId })
    .from(campaigns)
    .where(eq(campaigns.companyId, client.companyId))
    .limit(1);
  if (!campaign) throw new Error('the demo client has no campaign');
  return campaign;
}

async function signedIn(test: TestApp, caller: Caller): Promise<Session> {
  const campaign = await demoCampaign(test);
  const anyone = { userId: 1, companyId: 1, campaignId: campaign.id, campaignKey: campaign.key };
  if (!caller.email) return { caller, token: null, identity: anyone };
  const token = await test.signIn(caller.email);
  const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const user = me.json() as { id: number; company_id: number };
  return { caller, token, identity: { ...anyone, userId: user.id, companyId: user.company_id } };
}

/** A route may end a session or change a password on the way (a finding of its own if a 4xx did). */
async function stillSignedIn(test: TestApp, session: Session): Promise<Session> {
  if (!session.token) return session;
  const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
  return me.statusCode === 200 ? session : signedIn(test, session.caller);
}

type Finding = string;

/** The token the route takes from this caller: the session's, or on a v1 call its company's API token. */
async function tokenFor(test: TestApp, operation: Operation, session: Session): Promise<string | null> {
  const v1 = operation.auth !== 'public' && operation.auth.apiScopes !== undefined;
  if (!v1 || !session.caller.email || refusedUpfront(operation.auth, session.caller)) return session.token;
  return everyScopeTokenOf(test, session.caller.email);
}

async function send(test: TestApp, operation: Operation, session: Session, fuzzCase: FuzzCase) {
  const token = await tokenFor(test, operation, session);
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
  return test.app.inject({
    method: operation.method as 'GET',
    url: fuzzCase.url,
    headers,
    ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
  });
}

async function fuzzOperation(
  test: TestApp,
  journal: WriteJournal,
  operation: Operation,
  sessions: Session[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const admitted = sessions.filter((session) => !refusedUpfront(operation.auth, session.caller));
  const mainAdmitted = admitted.some((session) => session.caller.always);
  for (const session of sessions) {
    const who = session.caller.email ?? 'anonymous';
    const all = casesOf(operation, session.identity, multipartBaseline(operation.key, session.identity));
    // A caller the declaration refuses is refused before any input is read: one request shows it.
    const fullRun = admitted.includes(session) && (session.caller.always || !mainAdmitted);
    const cases = fullRun ? all : all.slice(0, 1);
    // A v1 call's token is made before the journal's mark: its rows are not the route's writes.
    await tokenFor(test, operation, session);
    let mark = await journal.mark();
    for (const fuzzCase of cases) {
      const response = await send(test, operation, session, fuzzCase);
      await test.jobsIdle();
      const since = await journal.since(mark);
      mark = since.mark;
      const status = response.statusCode;
      if (status >= 500)
        findings.push(`${status} as ${who}: ${fuzzCase.name} → ${response.body.slice(0, 200)}`);
      else if (status >= 400 && since.writes.length > 0)
        findings.push(`${status} as ${who} wrote ${since.writes.join(', ')}: ${fuzzCase.name}`);
      else if (status >= 400 && VALIDATOR_JARGON.test(response.body))
        findings.push(
          `${status} as ${who} in validator jargon: ${fuzzCase.name} → ${response.body.slice(0, 200)}`,
        );
    }
  }
  return findings;
}

/** The route groups, one test file each so they run in parallel; the last takes every other route. */
export const FUZZ_GROUPS = {
  leadspeek: (operation: Operation) => operation.path.startsWith('/api/leadspeek/'),
  configuration: (operation: Operation) => operation.path.startsWith('/api/configuration/'),
  other: (operation: Operation) =>
    !operation.path.startsWith('/api/leadspeek/') && !operation.path.startsWith('/api/configuration/'),
};

/**
 * One test per route of the group (call with top-level await: the routes are read from the app's
 * OpenAPI document): no 5xx, and no committed write behind any 4xx.
 */
export async function describeRouteFuzz(group: keyof typeof FUZZ_GROUPS): Promise<void> {
  // Every v1 call of the run comes from one credential per caller: no rate limit stands in the way.
  const test = await createTestApp({ API_REQUESTS_PER_CREDENTIAL_PER_MINUTE: '1000000' });
  const operations = operationsOf(test.app).filter(
    (operation) => FUZZ_GROUPS[group](operation) && !(operation.key in NOT_FUZZED),
  );

  describe(`route fuzz: ${group}`, () => {
    let journal: WriteJournal;
    let sessions: Session[] = [];
    beforeAll(async () => {
      journal = await installWriteJournal(test.ctx.db);
      for (const caller of CALLERS) sessions.push(await signedIn(test, caller));
    });
    afterAll(() => test.close());

    it('has routes to fuzz', () => {
      expect(operations.length).toBeGreaterThan(0);
    });

    for (const operation of operations) {
      it(operation.key, async () => {
        sessions = await Promise.all(sessions.map((session) => stillSignedIn(test, session)));
        expect(await fuzzOperation(test, journal, operation, sessions)).toEqual([]);
      }, 120_000);
    }
  });
}
