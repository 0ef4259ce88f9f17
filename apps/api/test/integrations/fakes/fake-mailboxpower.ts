// Mailbox Power's REST API as the connector expects it (see providers/mailboxpower/client.ts):
// Bearer API key, `{ data }` collections, groups, contacts found by e-mail, contacts created in
// groups and added to more groups.
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const MAILBOXPOWER_KEY = 'mbp-live-key';

type Contact = { id: number; email: string; groups: { id: number; name: string }[] } & Record<
  string,
  unknown
>;

export async function startFakeMailboxPower(
  groups = [
    { id: 11, name: 'New movers' },
    { id: 12, name: 'VIP clients' },
  ],
) {
  const contacts = new Map<string, Contact>();
  const groupsById = (ids: unknown) =>
    Array.isArray(ids) ? ids.map((id) => groups.find((group) => String(group.id) === String(id))) : [];
  const server = await startFakeServer((request: Recorded) => {
    if (request.headers.authorization !== `Bearer ${MAILBOXPOWER_KEY}`)
      return json(401, { message: 'Unauthenticated.' });
    if (request.method === 'GET' && request.path === '/v1/groups') return json(200, { data: groups });
    if (request.method === 'GET' && request.path === '/v1/contacts') {
      const email = request.query.get('email')?.toLowerCase();
      return json(200, {
        data: [...contacts.values()].filter((contact) => !email || contact.email === email),
      });
    }
    if (request.method === 'POST' && request.path === '/v1/contacts') {
      const body = request.json as Record<string, unknown> & { email?: string; group_ids?: unknown };
      if (!body?.email)
        return json(422, { message: 'The email field is required.', errors: { email: ['required'] } });
      const chosen = groupsById(body.group_ids ?? []);
      if (chosen.some((group) => !group))
        return json(422, {
          message: 'The selected group ids is invalid.',
          errors: { group_ids: ['invalid'] },
        });
      const { group_ids: _ignored, ...fields } = body;
      const contact: Contact = {
        ...fields,
        id: contacts.size + 500,
        email: body.email.toLowerCase(),
        groups: chosen as Contact['groups'],
      };
      contacts.set(contact.email, contact);
      return json(201, { data: contact });
    }
    const adding = request.path.match(/^\/v1\/contacts\/(\d+)\/groups$/);
    if (request.method === 'POST' && adding) {
      const contact = [...contacts.values()].find((candidate) => String(candidate.id) === adding[1]);
      if (!contact) return json(404, { message: 'Contact not found.' });
      const chosen = groupsById((request.json as { group_ids?: unknown })?.group_ids);
      if (chosen.length === 0 || chosen.some((group) => !group))
        return json(422, {
          message: 'The selected group ids is invalid.',
          errors: { group_ids: ['invalid'] },
        });
      for (const group of chosen as Contact['groups'])
        if (!contact.groups.some((held) => held.id === group.id)) contact.groups.push(group);
      return json(200, { data: contact });
    }
    return json(404, { message: 'Not found.' });
  });
  return { ...server, contacts, groups };
}
