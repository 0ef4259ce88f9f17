// SendGrid v3 as its reference documents it: Bearer API key, Marketing Campaigns lists
// (GET /v3/marketing/lists, page_size ≤ 1000, page_token paging), contact upsert by e-mail
// (PUT /v3/marketing/contacts → 202 {job_id}) and search by e-mail (404 when none).
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const SENDGRID_KEY = 'SG.good-key';
/** A real key without the Marketing permission: SendGrid answers 403. */
export const SENDGRID_KEY_WITHOUT_MARKETING = 'SG.mail-send-only';

/** The reserved contact fields PUT /v3/marketing/contacts accepts (besides custom_fields). */
const CONTACT_FIELDS = new Set([
  'address_line_1',
  'address_line_2',
  'alternate_emails',
  'city',
  'country',
  'email',
  'first_name',
  'last_name',
  'postal_code',
  'state_province_region',
  'phone_number',
  'custom_fields',
]);

export type SendgridContact = Record<string, unknown> & { email: string; list_ids: string[] };

export async function startFakeSendgrid(
  lists = [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Dentists' }],
) {
  const contacts = new Map<string, SendgridContact>();
  let jobs = 0;
  const error = (status: number, message: string, field: string | null = null) =>
    json(status, { errors: [{ field, message }] });
  const server = await startFakeServer((request: Recorded) => {
    const auth = request.headers.authorization;
    if (auth !== `Bearer ${SENDGRID_KEY}` && auth !== `Bearer ${SENDGRID_KEY_WITHOUT_MARKETING}`)
      return error(401, 'The provided authorization grant is invalid, expired, or revoked');
    if (auth === `Bearer ${SENDGRID_KEY_WITHOUT_MARKETING}`) return error(403, 'access forbidden');
    if (request.method === 'GET' && request.path === '/v3/marketing/lists') {
      const size = Number(request.query.get('page_size') ?? 100);
      if (!Number.isInteger(size) || size < 1 || size > 1000)
        return error(400, 'invalid page_size', 'page_size');
      const start = Number(request.query.get('page_token') ?? 0);
      const page = lists.slice(start, start + size);
      const next = start + size < lists.length ? start + size : undefined;
      return json(200, {
        result: page.map((list) => ({
          ...list,
          contact_count: [...contacts.values()].filter((contact) => contact.list_ids.includes(list.id))
            .length,
        })),
        _metadata: {
          self: `https://api.sendgrid.com/v3/marketing/lists?page_size=${size}`,
          ...(next
            ? { next: `https://api.sendgrid.com/v3/marketing/lists?page_size=${size}&page_token=${next}` }
            : {}),
          count: lists.length,
        },
      });
    }
    if (request.method === 'PUT' && request.path === '/v3/marketing/contacts') {
      if (!String(request.headers['content-type']).includes('application/json'))
        return error(415, 'content type must be application/json');
      const body = request.json as { list_ids?: unknown; contacts?: unknown };
      if (!Array.isArray(body?.contacts) || body.contacts.length === 0)
        return error(400, 'contacts is required', 'contacts');
      const listIds = (body.list_ids ?? []) as string[];
      for (const id of listIds)
        if (!lists.some((list) => list.id === id)) return error(404, `list ${id} not found`, 'list_ids');
      for (const contact of body.contacts as Record<string, unknown>[]) {
        const unknownField = Object.keys(contact).find((field) => !CONTACT_FIELDS.has(field));
        if (unknownField) return error(400, `unknown field ${unknownField}`, `contacts[0].${unknownField}`);
        if (typeof contact.email !== 'string' || !contact.email.includes('@'))
          return error(400, 'email is required', 'contacts[0].email');
      }
      for (const contact of body.contacts as (Record<string, unknown> & { email: string })[]) {
        const email = contact.email.toLowerCase();
        const before = contacts.get(email);
        contacts.set(email, {
          ...before,
          ...contact,
          email,
          list_ids: [...new Set([...(before?.list_ids ?? []), ...listIds])],
        });
      }
      return json(202, { job_id: `job-${++jobs}` });
    }
    if (request.method === 'POST' && request.path === '/v3/marketing/contacts/search/emails') {
      const emails = (request.json as { emails?: string[] })?.emails;
      if (!Array.isArray(emails)) return error(400, 'emails is required', 'emails');
      const result = Object.fromEntries(
        emails
          .map((email) => email.toLowerCase())
          .filter((email) => contacts.has(email))
          .map((email) => [email, { contact: contacts.get(email) }]),
      );
      return Object.keys(result).length === 0 ? error(404, 'No contacts found') : json(200, { result });
    }
    return error(404, `no route ${request.method} ${request.path}`);
  });
  return { ...server, contacts, lists };
}
