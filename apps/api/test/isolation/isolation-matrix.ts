// The isolation matrix: every API route (read from the app's OpenAPI document joined with its access
// declaration, so a new route is covered without being named) × every demo caller its declaration
// admits × the ids of tenants that are not the caller's. A foreign id is refused (4xx, nothing
// written), or the 2xx answer shows nothing of the foreign tenant and writes none of its rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf, type RouteAuth } from '../fuzz/openapi-operations.ts';
import { FUZZ_GROUPS } from '../fuzz/route-fuzz.ts';
import { installWriteJournal, type WriteJournal } from '../fuzz/write-journal.ts';
import { everyScopeTokenOf } from '../public-api/public-api-client.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { type Answer, foreignRows, markersIn, REFUSALS } from './foreign-traces.ts';
import {
  foreignRequests,
  idFieldsOf,
  type MatrixOperation,
  type MatrixRequest,
  ownRequest,
  staleRouteIdEntries,
  unclassifiedIdFields,
} from './id-fields.ts';
import { formSchemaOf } from './multipart-forms.ts';
import { type ForeignTenant, type MatrixCaller, matrixCallers, type TenantIds } from './tenants.ts';

/**
 * Routes that answer a foreign id with its tenant's data by design, and why (reviewed), keyed by
 * `METHOD path` as in the route declarations. None today: public routes take no tenant id the matrix
 * varies, and routes that ignore an id show and write nothing of its tenant.
 */
export const LEGITIMATELY_FOREIGN: Record<string, string> = {};

/** Whether the route's declaration turns the caller away before its input is read. */
/** The kind of the caller's company: platform staff sit at the root, a view-as caller acts as the account. */
const companyKindOf = (caller: MatrixCaller) =>
  caller.isSystemUser ? 'root' : caller.userType === 'client' ? 'client' : 'agency';

function admits(auth: RouteAuth, caller: MatrixCaller): boolean {
  if (auth === 'public') return true;
  // The developer API: a credential's token, which the root's and agencies' own accounts hold.
  if (auth.apiScopes)
    return !caller.viewedBy && (caller.userType === 'user' || caller.userType === 'userdownline');
  if (auth.systemOnly && !caller.isSystemUser) return false;
  // Declared refusals by company kind and view-as are the route wrapper's (route-access.test.ts).
  if (auth.companyKinds && !auth.companyKinds.includes(companyKindOf(caller))) return false;
  if (auth.viewMode === 'refused' && caller.viewedBy) return false;
  return auth.userTypes === undefined || auth.userTypes.includes(caller.userType as never);
}

/** Destructive routes run last (so they do not take the baseline away from the others). */
const destructive = (operation: Operation) =>
  operation.method === 'DELETE' || /remove|archive|purge|logout|revert|resetpassword/.test(operation.path);
const byRisk = (a: Operation, b: Operation) =>
  Number(a.method !== 'GET') - Number(b.method !== 'GET') ||
  Number(destructive(a)) - Number(destructive(b)) ||
  a.key.localeCompare(b.key);

type Session = { caller: MatrixCaller; token: string };

/** What a route answered a caller's own ids (after the last reading tried). */
type Coverage = { route: string; caller: string; own: number };

/**
 * The share of route × caller pairs whose own ids must get past the access checks: below it the
 * matrix sends foreign ids to routes that would refuse any ids, and proves less than it seems.
 */
const MIN_REACHED = 0.75;

async function send(
  test: TestApp,
  journal: WriteJournal,
  operation: MatrixOperation,
  token: string,
  request: MatrixRequest,
): Promise<Answer> {
  const mark = await journal.mark();
  const headers: Record<string, string> = bearer(token);
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await test.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  await test.jobsIdle();
  return { status: response.statusCode, body: response.body, writes: await journal.rowsSince(mark) };
}

/**
 * How a route's company and user fields are read: most take the caller's own company and user; others
 * an agency below (sales, costs, roles) or a client below (campaign folders, organizations, campaign
 * creation, invitations). The next reading is tried while the caller's own ids do not reach the route
 * (401/403/404), and the foreign tenants are read alike.
 */
const READINGS = [
  { company: 'company', user: 'user' },
  { company: 'agencyCompany', user: 'agencyUser' },
  { company: 'clientCompany', user: 'clientUser' },
] as const;

type Reading = { own: TenantIds; foreign: ForeignTenant[] };

function readings(operation: MatrixOperation, caller: MatrixCaller): Reading[] {
  const kinds = new Set(idFieldsOf(operation).map((field) => field.kind));
  const read = (ids: TenantIds, reading: (typeof READINGS)[number]): TenantIds => ({
    ...ids,
    company: ids[reading.company] ?? ids.company,
    user: ids[reading.user] ?? ids.user,
  });
  const all = READINGS.map((reading) => ({
    own: read(caller.own, reading),
    foreign: caller.foreign.map((tenant) => ({ ...tenant, ids: read(tenant.ids, reading) })),
  }));
  if (!kinds.has('company') && !kinds.has('user')) return all.slice(0, 1);
  const seen = new Set<string>();
  return all.filter(({ own }) => {
    const key = `${own.company}/${own.user}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const reached = (status: number) => status !== 401 && status !== 403 && status !== 404;

/** The findings of one route for one caller; the coverage line tells what the route answered. */
async function matrixOf(
  test: TestApp,
  journal: WriteJournal,
  operation: MatrixOperation,
  session: Session,
): Promise<{ findings: string[]; coverage: Coverage }> {
  const findings: string[] = [];
  const coverage: Coverage = { route: operation.key, caller: nameOf(session.caller), own: 0 };
  for (const reading of readings(operation, session.caller)) {
    const own = await readingOf(test, journal, operation, session, reading, findings);
    coverage.own = own;
    if (reached(own)) break;
  }
  return { findings, coverage };
}

/** Sends one reading's foreign and own requests and notes the findings; answers the own status. */
async function readingOf(
  test: TestApp,
  journal: WriteJournal,
  operation: MatrixOperation,
  { caller, token }: Session,
  reading: { own: TenantIds; foreign: ForeignTenant[] },
  findings: string[],
): Promise<number> {
  const foreignAnswers: { tenant: ForeignTenant; request: MatrixRequest; answer: Answer }[] = [];
  // Foreign ids first: the caller's own request may change what the route finds next.
  for (const tenant of reading.foreign) {
    for (const request of foreignRequests(operation, reading.own, tenant.ids))
      foreignAnswers.push({ tenant, request, answer: await send(test, journal, operation, token, request) });
  }
  const own = await send(test, journal, operation, token, ownRequest(operation, reading.own));
  const who = `${nameOf(caller)} on ${operation.key}`;
  for (const tenant of reading.foreign) {
    // Without any foreign id, a sibling's or another platform's rows are never the caller's business.
    if (tenant.relation === 'parent') continue;
    const seen = markersIn(own.body, tenant);
    if (seen.length > 0) findings.push(`${who} (own ids) shows the ${tenant.relation}: ${seen.join(', ')}`);
    const rows = foreignRows(own.writes, tenant);
    if (rows.length > 0)
      findings.push(`${who} (own ids) wrote the ${tenant.relation}'s rows: ${rows.join('; ')}`);
  }
  for (const { tenant, request, answer } of foreignAnswers) {
    const label = `${who} with the ${tenant.relation}'s ${request.name.replace(/^foreign /, '')} (${request.url})`;
    if (answer.status >= 500) findings.push(`${label}: ${answer.status} ${answer.body.slice(0, 160)}`);
    // Another 4xx is a finding only when it differs from the answer to the caller's own ids.
    else if (answer.status >= 400 && !REFUSALS.has(answer.status) && answer.body !== own.body)
      findings.push(
        `${label}: ${answer.status} tells something of the foreign row: ${answer.body.slice(0, 160)}`,
      );
    else if (answer.status >= 400) {
      if (answer.writes.length > 0)
        findings.push(
          `${label}: ${answer.status} but wrote ${answer.writes.map((write) => write.table).join(', ')}`,
        );
    } else {
      // What the caller's own answer shows (a client sees its agency's name) is no finding.
      const visibleAnyway = new Set(markersIn(own.body, tenant));
      const seen = markersIn(answer.body, tenant).filter((marker) => !visibleAnyway.has(marker));
      if (seen.length > 0) findings.push(`${label}: ${answer.status} shows ${seen.join(', ')}`);
      const rows = foreignRows(answer.writes, tenant);
      if (rows.length > 0) findings.push(`${label}: ${answer.status} wrote ${rows.join('; ')}`);
    }
  }
  return own.status;
}

const nameOf = (caller: MatrixCaller) =>
  caller.viewedBy ? `${caller.viewedBy} viewing ${caller.email}` : caller.email;

/** Signs the caller in; a view-as caller is its viewer switched to the account. */
async function signIn(test: TestApp, caller: MatrixCaller): Promise<string> {
  if (!caller.viewedBy) return test.signIn(caller.email);
  const viewer = await test.signIn(caller.viewedBy);
  const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(viewer) });
  const account = await test.app.inject({
    method: 'POST',
    url: '/api/user/switch',
    headers: bearer(viewer),
    payload: { usrID: caller.own.user },
  });
  if (me.statusCode !== 200 || account.statusCode !== 200) throw new Error(`view-as failed: ${account.body}`);
  return account.json().access_token as string;
}

/** Signs in again a caller whose session a route ended (logout, a view-as revert). */
async function stillSignedIn(test: TestApp, session: Session): Promise<Session> {
  const me = await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
  return me.statusCode === 200 ? session : { ...session, token: await signIn(test, session.caller) };
}

/**
 * One test per route of the group (call with top-level await: the routes are read from the app's
 * OpenAPI document), and a last one that most of them were reached with the caller's own ids.
 */
export async function describeIsolationMatrix(
  group: keyof typeof FUZZ_GROUPS,
  { scopeChecks }: { scopeChecks?: false } = {},
): Promise<void> {
  // Every v1 call of the run comes from one credential per caller: no rate limit stands in the way.
  const test = await createTestApp(
    { API_REQUESTS_PER_CREDENTIAL_PER_MINUTE: '1000000' },
    scopeChecks === false ? { scopeChecks } : {},
  );
  const title = scopeChecks === false ? `${group}, row-level security alone` : group;
  const operations: MatrixOperation[] = operationsOf(test.app)
    .filter((operation) => FUZZ_GROUPS[group](operation) && operation.path.startsWith('/api/'))
    .sort(byRisk)
    .map((operation) => {
      const form = formSchemaOf(operation);
      return form ? { ...operation, body: form, form: true } : { ...operation, form: false };
    });

  describe(`isolation matrix: ${title}`, () => {
    let journal: WriteJournal;
    const sessions: Session[] = [];
    const coverage: Coverage[] = [];
    beforeAll(async () => {
      const callers = await matrixCallers(test);
      journal = await installWriteJournal(test.ctx.db);
      for (const caller of callers) sessions.push({ caller, token: await signIn(test, caller) });
    });
    afterAll(() => test.close());

    it('has routes, and knows the kind of every id-like field', () => {
      expect(operations.length).toBeGreaterThan(0);
      const unknown = operations.flatMap((operation) =>
        unclassifiedIdFields(operation).map((name) => `${operation.key}: ${name}`),
      );
      expect(unknown).toEqual([]);
    });

    it('names only routes and fields that exist in its route-keyed id entries', () => {
      expect(staleRouteIdEntries(operationsOf(test.app))).toEqual([]);
    });

    for (const operation of operations) {
      it(operation.key, async () => {
        const findings: string[] = [];
        for (const [index, session] of sessions.entries()) {
          if (!admits(operation.auth, session.caller)) continue;
          const current = await stillSignedIn(test, session);
          sessions[index] = current;
          const caller =
            operation.auth !== 'public' && operation.auth.apiScopes
              ? { ...current, token: await everyScopeTokenOf(test, current.caller.email) }
              : current;
          const result = await matrixOf(test, journal, operation, caller);
          coverage.push(result.coverage);
          if (!(operation.key in LEGITIMATELY_FOREIGN)) findings.push(...result.findings);
        }
        expect(findings).toEqual([]);
      }, 120_000);
    }

    it("got past the access checks with the callers' own ids on most routes", () => {
      const ok = coverage.filter((line) => line.own < 300).length;
      const unreached = coverage.filter((line) => !reached(line.own));
      console.info(
        `isolation matrix ${title}: ${coverage.length} route × caller pairs; own ids answered 2xx in ${ok}, were refused in ${unreached.length}`,
      );
      expect(coverage.length - unreached.length).toBeGreaterThanOrEqual(MIN_REACHED * coverage.length);
    });
  });
}
