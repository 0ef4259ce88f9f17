// LeadConnector API v2 as HighLevel documents it: Bearer private integration token, the
// `Version: 2021-07-28` header, a token scoped to one location; contact upsert (tags in its body
// REPLACE the contact's tags), additive POST /contacts/{id}/tags, tags of a location, and the
// duplicate-contact search.
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const GHL_TOKEN = 'pit-good-token';
export const GHL_LOCATION = 've9EPM428h8vShlRW1KT';

type Contact = { id: string; locationId: string; email?: string; phone?: string; tags: string[] } & Record<
  string,
  unknown
>;

export async function startFakeGoHighLevel(tags = ['new-lead', 'dentist', 'vip']) {
  const contacts = new Map<string, Contact>();
  const server = await startFakeServer((request: Recorded) => {
    if (request.headers.authorization !== `Bearer ${GHL_TOKEN}`)
      return json(401, { statusCode: 401, message: 'Invalid JWT' });
    if (request.headers.version !== '2021-07-28')
      return json(400, { statusCode: 400, message: 'version header was not found' });
    const location = request.path.match(/^\/locations\/([^/]+)(\/tags)?$/);
    if (request.method === 'GET' && location) {
      if (location[1] !== GHL_LOCATION)
        return json(403, { statusCode: 403, message: 'The token does not have access to this location.' });
      if (location[2])
        return json(200, {
          tags: tags.map((name, index) => ({ id: `tag-${index}`, name, locationId: GHL_LOCATION })),
        });
      return json(200, { location: { id: GHL_LOCATION, name: 'Acme Dental', timezone: 'US/Central' } });
    }
    if (request.method === 'POST' && request.path === '/contacts/upsert') {
      const body = request.json as Record<string, unknown> & {
        locationId?: string;
        email?: string;
        phone?: string;
        tags?: string[];
      };
      if (!body?.locationId)
        return json(422, { statusCode: 422, message: ['locationId should not be empty'] });
      if (body.locationId !== GHL_LOCATION)
        return json(403, { statusCode: 403, message: 'The token does not have access to this location.' });
      if (!body.email && !body.phone)
        return json(400, { statusCode: 400, message: 'email or phone is required' });
      const existing = [...contacts.values()].find(
        (contact) =>
          (body.email && contact.email === body.email.toLowerCase()) ||
          (body.phone && contact.phone === body.phone),
      );
      const id = existing?.id ?? `contact-${contacts.size + 1}`;
      const contact: Contact = {
        ...existing,
        ...body,
        id,
        locationId: GHL_LOCATION,
        email: body.email?.toLowerCase() ?? existing?.email,
        // Documented: "This field will overwrite all current tags associated with the contact."
        tags: body.tags ?? existing?.tags ?? [],
      };
      contacts.set(id, contact);
      return json(existing ? 200 : 201, { new: !existing, contact });
    }
    const tagging = request.path.match(/^\/contacts\/([^/]+)\/tags$/);
    if (request.method === 'POST' && tagging) {
      const contact = contacts.get(tagging[1] ?? '');
      if (!contact) return json(400, { statusCode: 400, message: 'Contact not found' });
      const added = (request.json as { tags?: unknown })?.tags;
      if (!Array.isArray(added)) return json(422, { statusCode: 422, message: ['tags must be an array'] });
      contact.tags = [...new Set([...contact.tags, ...(added as string[])])];
      return json(201, { tags: contact.tags });
    }
    if (request.method === 'GET' && request.path === '/contacts/search/duplicate') {
      if (request.query.get('locationId') !== GHL_LOCATION)
        return json(403, { statusCode: 403, message: 'The token does not have access to this location.' });
      const email = request.query.get('email')?.toLowerCase();
      const number = request.query.get('number');
      const contact = [...contacts.values()].find(
        (candidate) => (email && candidate.email === email) || (number && candidate.phone === number),
      );
      return json(200, { contact: contact ?? null });
    }
    return json(404, { statusCode: 404, message: `Cannot ${request.method} ${request.path}` });
  });
  return { ...server, contacts, tags };
}
