// POST /workspaces/{id}/contacts/upsert finds the contact by e-mail or creates it, so a retry
// updates the same contact. Its `tag_ids` would replace the contact's tags, so tags are applied
// one by one afterwards (POST /contacts/{id}/applied_tags); a tag already applied is answered 422,
// which is the outcome wanted.
import { z } from 'zod';
import type { DeliveryRequest } from '../../connector.ts';
import { expectShape, requiredEmail } from '../provider-http.ts';
import { clickFunnelsRequest, credentialsOf, idShape, PROVIDER, tagShape } from './client.ts';

const contactShape = z.object({ id: idShape, tags: z.array(tagShape).optional() });

const numericOrText = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

export async function deliver(request: DeliveryRequest): Promise<void> {
  const { workspaceId } = credentialsOf(request.credentials);
  const { lead } = request;
  const fields = {
    email_address: requiredEmail(PROVIDER, lead),
    first_name: lead.firstName,
    last_name: lead.lastName,
    phone_number: lead.phone,
  };
  const upserted = await clickFunnelsRequest(request.endpoint, request.credentials, {
    method: 'POST',
    path: `/workspaces/${workspaceId}/contacts/upsert`,
    json: {
      contact: Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
      ),
    },
  });
  const contact = expectShape(PROVIDER, contactShape, upserted);
  const held = new Set((contact.tags ?? []).map((tag) => tag.id));
  for (const tagId of request.targets.tags ?? []) {
    if (held.has(tagId)) continue;
    await clickFunnelsRequest(request.endpoint, request.credentials, {
      method: 'POST',
      path: `/contacts/${encodeURIComponent(contact.id)}/applied_tags`,
      json: { contacts_applied_tag: { tag_id: numericOrText(tagId) } },
      accept: [422],
    });
  }
}

/** Net-new: a contact with this e-mail is in the workspace (carrying a chosen tag, when tags are chosen). */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean> {
  const { workspaceId } = credentialsOf(request.credentials);
  const answer = await clickFunnelsRequest(request.endpoint, request.credentials, {
    method: 'GET',
    path: `/workspaces/${workspaceId}/contacts`,
    query: { 'filter[email_address]': requiredEmail(PROVIDER, request.lead) },
  });
  const [contact] = expectShape(PROVIDER, z.array(contactShape), answer);
  if (!contact) return false;
  const chosen = request.targets.tags ?? [];
  return chosen.length === 0 || (contact.tags ?? []).some((tag) => chosen.includes(tag.id));
}
