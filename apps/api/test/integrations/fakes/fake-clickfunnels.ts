// ClickFunnels API v2 as its reference describes it: Bearer API key, the workspace subdomain in
// the host (here the first path segment, so the fake can check it), lists of 20 in ascending id
// with the `Pagination-Next` header, contact upsert by e-mail, applied tags (422 when the contact
// has the tag already), tags with names unique per workspace, filter[email_address].
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const CLICKFUNNELS_KEY = 'cf-api-key';
export const CLICKFUNNELS_SUBDOMAIN = 'acme';
export const CLICKFUNNELS_WORKSPACE = '42';

type Tag = { id: number; name: string; color: string };
type Contact = { id: number; email_address: string; tags: Tag[] } & Record<string, unknown>;

export async function startFakeClickFunnels(tagCount = 23) {
  const tags: Tag[] = Array.from({ length: tagCount }, (_, index) => ({
    id: 100 + index,
    name: index === 0 ? 'Lead magnet' : `Tag ${index}`,
    color: '#59b0a8',
  }));
  const contacts = new Map<string, Contact>();
  const prefix = `/${CLICKFUNNELS_SUBDOMAIN}/api/v2`;
  const workspace = `/workspaces/${CLICKFUNNELS_WORKSPACE}`;
  const server = await startFakeServer((request: Recorded) => {
    if (!request.path.startsWith(prefix)) return json(404, { error: 'Unknown subdomain' });
    if (request.headers.authorization !== `Bearer ${CLICKFUNNELS_KEY}`)
      return json(401, { error: 'Unauthorized' });
    const path = request.path.slice(prefix.length);
    if (request.method === 'GET' && path.match(/^\/workspaces\/\d+$/))
      return path === workspace
        ? json(200, { id: 42, name: 'Acme Workspace', subdomain: CLICKFUNNELS_SUBDOMAIN })
        : json(404, { error: 'Not found' });
    if (path === `${workspace}/contacts/tags` && request.method === 'GET') {
      const after = Number(request.query.get('after') ?? 0);
      const page = tags.filter((tag) => tag.id > after).slice(0, 20);
      const last = page.at(-1);
      const more = last !== undefined && tags.some((tag) => tag.id > last.id);
      return json(200, page, more ? { 'pagination-next': String(last.id) } : {});
    }
    if (path === `${workspace}/contacts/tags` && request.method === 'POST') {
      const name = (request.json as { contacts_tag?: { name?: unknown } })?.contacts_tag?.name;
      if (typeof name !== 'string' || !name.trim())
        return json(422, { errors: { name: ["can't be blank"] } });
      if (tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase()))
        return json(422, { errors: { name: ['has already been taken'] } });
      const tag = { id: 100 + tags.length, name, color: '#59b0a8' };
      tags.push(tag);
      return json(201, tag);
    }
    if (path === `${workspace}/contacts/upsert` && request.method === 'POST') {
      const contact = (request.json as { contact?: Record<string, unknown> })?.contact;
      const email =
        typeof contact?.email_address === 'string' ? contact.email_address.toLowerCase() : undefined;
      if (!contact || !email) return json(422, { errors: { email_address: ["can't be blank"] } });
      const existing = contacts.get(email);
      const saved: Contact = {
        ...existing,
        ...contact,
        id: existing?.id ?? contacts.size + 9000,
        email_address: email,
        tags: Array.isArray(contact.tag_ids)
          ? tags.filter((tag) => (contact.tag_ids as unknown[]).includes(tag.id))
          : (existing?.tags ?? []),
      };
      contacts.set(email, saved);
      return json(existing ? 200 : 201, saved);
    }
    if (path === `${workspace}/contacts` && request.method === 'GET') {
      const email = request.query.get('filter[email_address]')?.toLowerCase();
      return json(
        200,
        [...contacts.values()].filter((contact) => !email || contact.email_address === email),
      );
    }
    const applying = path.match(/^\/contacts\/(\d+)\/applied_tags$/);
    if (applying && request.method === 'POST') {
      const contact = [...contacts.values()].find((candidate) => String(candidate.id) === applying[1]);
      if (!contact) return json(404, { error: 'Not found' });
      const tagId = (request.json as { contacts_applied_tag?: { tag_id?: unknown } })?.contacts_applied_tag
        ?.tag_id;
      const tag = tags.find((candidate) => candidate.id === tagId);
      if (!tag) return json(422, { errors: { tag: ['must exist'] } });
      if (contact.tags.some((held) => held.id === tag.id))
        return json(422, { errors: { tag_id: ['has already been taken'] } });
      contact.tags.push(tag);
      return json(201, { id: contact.tags.length, contact_id: contact.id, tag_id: tag.id });
    }
    return json(404, { error: 'Not found' });
  });
  return { ...server, contacts, tags, baseUrl: `${server.url}/{subdomain}/api/v2` };
}
