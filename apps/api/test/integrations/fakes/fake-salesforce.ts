// Salesforce as its REST API and OAuth documents describe them, the subset the connector uses: the
// web server flow (/services/oauth2/authorize → a code; /services/oauth2/token trades it, or a
// refresh token, for an access token, answering invalid_grant when refused), the identity URL,
// /services/data/v62.0/limits, SOQL queries on Contact and Task (just the WHERE a = 'b' AND …,
// ORDER BY and LIMIT the connector sends, string literals unescaped as SOQL does), and creating,
// updating and deleting Contacts and creating Tasks. Every API call needs a live Bearer token (401
// INVALID_SESSION_ID). CreatedDate is to the second, as Salesforce's is; a test may stop its clock,
// and hold queries so that deliveries at once all look before any of them creates.
import { json, type Recorded, type Reply, startFakeServer } from './fake-server.ts';

export const SALESFORCE_CLIENT_ID = '3MVG9-fake-consumer-key';
export const SALESFORCE_CLIENT_SECRET = 'fake-consumer-secret';
export const SALESFORCE_GOOD_CODE = 'aPrx-good-code';
export const SALESFORCE_REFRESH_TOKEN = '5Aep-good-refresh-token';
export const SALESFORCE_USERNAME = 'ada@acme-dental.test';
const ORG_ID = '00Dxx0000001gEREAY';
const USER_ID = '005xx000001SwiUAAS';
const API = '/services/data/v62.0';

type SObjectRecord = Record<string, unknown> & { Id: string; CreatedDate: string };

/** Contact's fields the fake knows (standard ones, and a custom one for mapping tests). */
const CONTACT_FIELDS = new Set([
  'Email',
  'FirstName',
  'LastName',
  'Phone',
  'Title',
  'MailingStreet',
  'MailingCity',
  'MailingState',
  'MailingPostalCode',
  'LeadSource',
  'Description',
  'Lead_Score__c',
]);
const TASK_FIELDS = new Set(['WhoId', 'Subject', 'Description', 'Status', 'ActivityDate', 'Priority']);

const apiError = (status: number, message: string, errorCode: string, fields?: string[]): Reply =>
  json(status, [{ message, errorCode, ...(fields ? { fields } : {}) }]);

/** A SOQL string literal's value: the escapes of the SOQL reference undone. */
function unescapeSoql(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  return literal.replace(/\\(.)/g, (_, character: string) => escapes[character] ?? character);
}

type ParsedQuery = {
  fields: string[];
  sobject: string;
  where: Array<{ field: string; value: string }>;
  order: Array<{ field: string; descending: boolean }>;
  limit?: number;
};

/** Just enough SOQL: SELECT a, b FROM X [WHERE f = '…' [AND …]] [ORDER BY f [DESC][, …]] [LIMIT n]. */
function parseSoql(soql: string): ParsedQuery | null {
  const head = /^SELECT\s+([\w\s,]+?)\s+FROM\s+(\w+)\s*/i.exec(soql);
  if (!head) return null;
  let rest = soql.slice(head[0].length);
  const where: ParsedQuery['where'] = [];
  if (/^WHERE\s+/i.test(rest)) {
    rest = rest.replace(/^WHERE\s+/i, '');
    for (;;) {
      const condition = /^(\w+)\s*=\s*'((?:[^'\\]|\\.)*)'\s*/.exec(rest);
      if (!condition) return null;
      where.push({ field: condition[1] as string, value: unescapeSoql(condition[2] as string) });
      rest = rest.slice(condition[0].length);
      if (!/^AND\s+/i.test(rest)) break;
      rest = rest.replace(/^AND\s+/i, '');
    }
  }
  const order: ParsedQuery['order'] = [];
  if (/^ORDER\s+BY\s+/i.test(rest)) {
    rest = rest.replace(/^ORDER\s+BY\s+/i, '');
    for (;;) {
      const key = /^(\w+)(\s+(ASC|DESC))?\s*/i.exec(rest);
      if (!key) return null;
      order.push({ field: key[1] as string, descending: key[3]?.toUpperCase() === 'DESC' });
      rest = rest.slice(key[0].length);
      if (!/^,\s*/.test(rest)) break;
      rest = rest.replace(/^,\s*/, '');
    }
  }
  const limit = /^LIMIT\s+(\d+)\s*/i.exec(rest);
  if (limit) rest = rest.slice(limit[0].length);
  if (rest.trim()) return null;
  return {
    fields: (head[1] as string).split(',').map((field) => field.trim()),
    sobject: head[2] as string,
    where,
    order,
    limit: limit ? Number(limit[1]) : undefined,
  };
}

export async function startFakeSalesforce() {
  const contacts: SObjectRecord[] = [];
  const tasks: SObjectRecord[] = [];
  const queries: string[] = [];
  const liveTokens = new Set<string>();
  const refreshTokens = new Set<string>([SALESFORCE_REFRESH_TOKEN]);
  const issuedCodes = new Set<string>([SALESFORCE_GOOD_CODE]);
  let tokenCount = 0;
  let recordCount = 0;
  let clock = Date.parse('2026-11-01T00:00:00.000Z');
  let clockStopped = false;
  /** Queries waiting to be answered together, and how many the gate waits for. */
  let gate: { size: number; waiting: Array<() => void> } | null = null;
  const stamp = () => {
    if (!clockStopped) clock += 1000;
    return new Date(clock).toISOString();
  };

  const newToken = () => {
    const token = `00Dxx!access-${++tokenCount}`;
    liveTokens.add(token);
    return token;
  };
  const tokenAnswer = (accessToken: string, refreshToken?: string) => ({
    access_token: accessToken,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    instance_url: server.url,
    id: `${server.url}/id/${ORG_ID}/${USER_ID}`,
    token_type: 'Bearer',
    issued_at: String(clock),
    signature: 'fake-signature',
    scope: 'api refresh_token',
  });
  const oauthError = (error: string, description: string) =>
    json(400, { error, error_description: description });

  function token(request: Recorded): Reply {
    const form = request.form ?? new URLSearchParams();
    if (
      form.get('client_id') !== SALESFORCE_CLIENT_ID ||
      form.get('client_secret') !== SALESFORCE_CLIENT_SECRET
    )
      return oauthError('invalid_client', 'invalid client credentials');
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!issuedCodes.delete(code)) return oauthError('invalid_grant', 'authentication failure');
      if (!form.get('redirect_uri'))
        return oauthError('redirect_uri_mismatch', 'redirect_uri must match configuration');
      const refresh = `5Aep-refresh-${tokenCount + 1}`;
      refreshTokens.add(refresh);
      return json(200, tokenAnswer(newToken(), refresh));
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? ''))
        return oauthError('invalid_grant', 'expired access/refresh token');
      return json(200, tokenAnswer(newToken()));
    }
    return oauthError('unsupported_grant_type', 'grant type not supported');
  }

  async function query(soql: string): Promise<Reply> {
    queries.push(soql);
    const held = gate;
    if (held) {
      const opened = new Promise<void>((resolve) => held.waiting.push(resolve));
      if (held.waiting.length >= held.size) {
        gate = null;
        for (const open of held.waiting) open();
      }
      await opened;
    }
    const parsed = parseSoql(soql);
    if (!parsed) return apiError(400, `unexpected token in: ${soql.slice(0, 80)}`, 'MALFORMED_QUERY');
    const table = parsed.sobject === 'Contact' ? contacts : parsed.sobject === 'Task' ? tasks : null;
    if (!table) return apiError(400, `sObject type '${parsed.sobject}' is not supported.`, 'INVALID_TYPE');
    // Long text fields cannot be filtered in SOQL, as on a real org.
    if (parsed.where.some((condition) => condition.field === 'Description'))
      return apiError(400, "field 'Description' can not be filtered in a query call", 'INVALID_FIELD');
    let found = table.filter((record) =>
      parsed.where.every(({ field, value }) =>
        field === 'Email'
          ? String(record.Email ?? '').toLowerCase() === value.toLowerCase()
          : String(record[field] ?? '') === value,
      ),
    );
    const compared = (a: SObjectRecord, b: SObjectRecord) => {
      for (const { field, descending } of parsed.order) {
        const order = String(a[field]).localeCompare(String(b[field])) * (descending ? -1 : 1);
        if (order) return order;
      }
      return 0;
    };
    // Rows the ORDER BY leaves equal come in no defined order, as on an org: shuffled, then sorted.
    found = found
      .map((record) => ({ record, draw: Math.random() }))
      .sort((a, b) => a.draw - b.draw)
      .map(({ record }) => record)
      .sort(compared);
    if (parsed.limit !== undefined) found = found.slice(0, parsed.limit);
    const records = found.map((record) => ({
      attributes: { type: parsed.sobject, url: `${API}/sobjects/${parsed.sobject}/${record.Id}` },
      ...Object.fromEntries(parsed.fields.map((field) => [field, record[field] ?? null])),
    }));
    return json(200, { totalSize: records.length, done: true, records });
  }

  function unknownField(sobject: string, body: Record<string, unknown>, known: Set<string>): Reply | null {
    const unknown = Object.keys(body).find((field) => !known.has(field));
    return unknown
      ? apiError(400, `No such column '${unknown}' on sobject of type ${sobject}`, 'INVALID_FIELD')
      : null;
  }

  function create(sobject: string, body: Record<string, unknown>): Reply {
    const known = sobject === 'Contact' ? CONTACT_FIELDS : TASK_FIELDS;
    const refused = unknownField(sobject, body, known);
    if (refused) return refused;
    if (sobject === 'Contact' && !body.LastName)
      return apiError(400, 'Required fields are missing: [LastName]', 'REQUIRED_FIELD_MISSING', ['LastName']);
    if (sobject === 'Task' && !contacts.some((contact) => contact.Id === body.WhoId))
      return apiError(400, 'Name ID: id value of incorrect type', 'FIELD_INTEGRITY_EXCEPTION', ['WhoId']);
    const id = `${sobject === 'Contact' ? '003' : '00T'}xx${String(++recordCount).padStart(10, '0')}`;
    (sobject === 'Contact' ? contacts : tasks).push({ ...body, Id: id, CreatedDate: stamp() });
    return json(201, { id, success: true, errors: [] });
  }

  function update(id: string, body: Record<string, unknown>): Reply {
    const refused = unknownField('Contact', body, CONTACT_FIELDS);
    if (refused) return refused;
    const contact = contacts.find((record) => record.Id === id);
    if (!contact) return apiError(404, 'The requested resource does not exist', 'NOT_FOUND');
    Object.assign(contact, body);
    return { status: 204 };
  }

  /** Deleting a contact deletes its tasks, as Salesforce does with a contact's activities. */
  function destroy(id: string): Reply {
    const index = contacts.findIndex((record) => record.Id === id);
    if (index < 0) return apiError(404, 'entity is deleted', 'ENTITY_IS_DELETED');
    contacts.splice(index, 1);
    for (let task = tasks.length - 1; task >= 0; task--) if (tasks[task]?.WhoId === id) tasks.splice(task, 1);
    return { status: 204 };
  }

  const server = await startFakeServer((request) => {
    // The login page, as a person who allows access: back to the app with a fresh code.
    if (request.method === 'GET' && request.path === '/services/oauth2/authorize') {
      const code = `aPrx-code-${issuedCodes.size + tokenCount + 1}`;
      issuedCodes.add(code);
      const back = new URL(request.query.get('redirect_uri') ?? 'http://127.0.0.1/');
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: back.href }, raw: '' };
    }
    if (request.method === 'POST' && request.path === '/services/oauth2/token') return token(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!liveTokens.has(bearer)) return apiError(401, 'Session expired or invalid', 'INVALID_SESSION_ID');
    if (request.method === 'GET' && request.path === `/id/${ORG_ID}/${USER_ID}`)
      return json(200, {
        id: `${server.url}/id/${ORG_ID}/${USER_ID}`,
        user_id: USER_ID,
        organization_id: ORG_ID,
        username: SALESFORCE_USERNAME,
        display_name: 'Ada Lane',
      });
    if (request.method === 'GET' && request.path === `${API}/limits`)
      return json(200, { DailyApiRequests: { Max: 15000, Remaining: 14998 } });
    if (request.method === 'GET' && request.path === `${API}/query`)
      return query(request.query.get('q') ?? '');
    const record = /^\/services\/data\/v62\.0\/sobjects\/(Contact|Task)(?:\/(\w+))?$/.exec(request.path);
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (record && request.method === 'POST' && !record[2]) return create(record[1] as string, body);
    if (record && request.method === 'PATCH' && record[1] === 'Contact' && record[2])
      return update(record[2], body);
    if (record && request.method === 'DELETE' && record[1] === 'Contact' && record[2])
      return destroy(record[2]);
    return apiError(404, 'The requested resource does not exist', 'NOT_FOUND');
  });

  return {
    ...server,
    contacts,
    tasks,
    queries,
    /** Records made from now on share one CreatedDate (Salesforce's is to the second); false restarts it. */
    stopClock: (stopped = true) => {
      clockStopped = stopped;
    },
    /** The next `count` queries are answered together once all have come (0: none held). */
    holdQueries: (count: number) => {
      gate = count > 0 ? { size: count, waiting: [] } : null;
    },
    /** Every access token issued so far stops working (as after the session timeout). */
    expireAccessTokens: () => liveTokens.clear(),
    /** The refresh token no longer works (the user revoked the app's access). */
    revokeRefreshToken: (refreshToken: string) => refreshTokens.delete(refreshToken),
    /** A connection's credentials as the OAuth flow would store them, with a live access token. */
    credentials: () => ({
      access_token: newToken(),
      refresh_token: SALESFORCE_REFRESH_TOKEN,
      instance_url: server.url,
      username: SALESFORCE_USERNAME,
    }),
    /** Salesforce's daily API limit reached: the next call answers 403 REQUEST_LIMIT_EXCEEDED. */
    limitNext: () =>
      server.troubleNext({
        kind: 'status',
        status: 403,
        body: [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }],
      }),
  };
}
