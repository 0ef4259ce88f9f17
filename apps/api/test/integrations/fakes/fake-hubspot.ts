// HubSpot's CRM API as its reference documents it: a private app's Bearer token (401
// INVALID_AUTHENTICATION, 403 MISSING_SCOPES), contacts listed, read by e-mail (idProperty=email,
// 404 OBJECT_NOT_FOUND) and upserted in batch by e-mail (unknown properties refused with
// PROPERTY_DOESNT_EXIST), notes created with their association to a contact (type 202), a contact's
// notes listed (associations v4) and read in batch.
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const HUBSPOT_TOKEN = 'pat-na1-good-token';
export const HUBSPOT_TOKEN_WITHOUT_SCOPES = 'pat-na1-no-scopes';

/** The contact properties of a new portal (a custom one is added by `properties.add`). */
const STANDARD = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'company',
  'jobtitle',
  'address',
  'city',
  'state',
  'zip',
  'website',
];

type Contact = { id: string; properties: Record<string, string> };
type Note = { id: string; body: string; contactIds: string[] };

const error = (status: number, category: string, message: string) =>
  json(status, { status: 'error', message, correlationId: '00000000-0000-4000-8000-000000000000', category });

export async function startFakeHubspot() {
  const properties = new Set(STANDARD);
  const contacts = new Map<string, Contact>();
  const notes: Note[] = [];
  let nextId = 100;
  const now = () => new Date().toISOString();
  const shown = (contact: Contact) => ({
    id: contact.id,
    properties: contact.properties,
    createdAt: now(),
    updatedAt: now(),
    archived: false,
  });
  const server = await startFakeServer((request: Recorded) => {
    const auth = request.headers.authorization;
    if (auth === `Bearer ${HUBSPOT_TOKEN_WITHOUT_SCOPES}`)
      return error(
        403,
        'MISSING_SCOPES',
        "This app hasn't been granted all required scopes to make this call.",
      );
    if (auth !== `Bearer ${HUBSPOT_TOKEN}`)
      return error(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    const path = request.path;
    if (request.method === 'GET' && path === '/crm/v3/objects/contacts')
      return json(200, {
        results: [...contacts.values()].slice(0, Number(request.query.get('limit') ?? 10)).map(shown),
      });
    const byEmail = path.match(/^\/crm\/v3\/objects\/contacts\/([^/]+)$/);
    if (request.method === 'GET' && byEmail) {
      const key = decodeURIComponent(byEmail[1] ?? '').toLowerCase();
      const found =
        request.query.get('idProperty') === 'email'
          ? contacts.get(key)
          : [...contacts.values()].find((c) => c.id === key);
      return found ? json(200, shown(found)) : error(404, 'OBJECT_NOT_FOUND', 'Object not found.');
    }
    if (request.method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
      const inputs = (
        request.json as {
          inputs?: Array<{ idProperty?: string; id?: string; properties?: Record<string, string> }>;
        }
      )?.inputs;
      if (!Array.isArray(inputs) || inputs.length === 0)
        return error(400, 'VALIDATION_ERROR', 'inputs is required');
      const results = [];
      for (const input of inputs) {
        if (input.idProperty !== 'email' || !input.id)
          return error(400, 'VALIDATION_ERROR', 'idProperty must be a unique property');
        const unknown = Object.keys(input.properties ?? {}).find((name) => !properties.has(name));
        if (unknown)
          return error(
            400,
            'VALIDATION_ERROR',
            `Property values were not valid: [{"isValid":false,"message":"Property \\"${unknown}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${unknown}"}]`,
          );
        const email = input.id.toLowerCase();
        const before = contacts.get(email);
        const contact = {
          id: before?.id ?? String(nextId++),
          properties: { ...before?.properties, ...input.properties, email },
        };
        contacts.set(email, contact);
        results.push({ ...shown(contact), new: !before });
      }
      return json(200, { status: 'COMPLETE', results, startedAt: now(), completedAt: now() });
    }
    if (request.method === 'POST' && path === '/crm/v3/objects/notes') {
      const body = request.json as {
        properties?: Record<string, string>;
        associations?: Array<{
          to?: { id?: string };
          types?: Array<{ associationCategory?: string; associationTypeId?: number }>;
        }>;
      };
      if (!body?.properties?.hs_timestamp) return error(400, 'VALIDATION_ERROR', 'hs_timestamp is required');
      const contactIds: string[] = [];
      for (const association of body.associations ?? []) {
        const type = association.types?.[0];
        if (type?.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== 202)
          return error(400, 'VALIDATION_ERROR', 'invalid association type');
        if (![...contacts.values()].some((contact) => contact.id === association.to?.id))
          return error(400, 'VALIDATION_ERROR', `contact ${association.to?.id} does not exist`);
        contactIds.push(association.to?.id ?? '');
      }
      const note = { id: String(nextId++), body: body.properties.hs_note_body ?? '', contactIds };
      notes.push(note);
      return json(201, {
        id: note.id,
        properties: body.properties,
        createdAt: now(),
        updatedAt: now(),
        archived: false,
      });
    }
    const linked = path.match(/^\/crm\/v4\/objects\/contacts\/([^/]+)\/associations\/notes$/);
    if (request.method === 'GET' && linked)
      return json(200, {
        results: notes
          .filter((note) => note.contactIds.includes(linked[1] ?? ''))
          .map((note) => ({
            toObjectId: Number(note.id),
            associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 202, label: null }],
          })),
      });
    if (request.method === 'POST' && path === '/crm/v3/objects/notes/batch/read') {
      const ids = ((request.json as { inputs?: Array<{ id: string }> })?.inputs ?? []).map(
        (input) => input.id,
      );
      return json(200, {
        status: 'COMPLETE',
        results: notes
          .filter((note) => ids.includes(note.id))
          .map((note) => ({
            id: note.id,
            properties: { hs_note_body: note.body },
            createdAt: now(),
            updatedAt: now(),
            archived: false,
          })),
        startedAt: now(),
        completedAt: now(),
      });
    }
    return error(404, 'OBJECT_NOT_FOUND', `no route ${request.method} ${path}`);
  });
  return { ...server, contacts, notes, properties };
}
