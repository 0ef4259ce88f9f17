// POST /contacts/upsert finds the contact by the location's duplicate rule (e-mail, phone) or creates
// it, so a retry updates the same contact. Tags go through POST /contacts/{id}/tags afterwards:
// that call adds tags, where `tags` on the upsert would replace the contact's existing ones.
import { z } from 'zod';
import { type DeliveryRequest, type LeadForDelivery, ProviderError } from '../../connector.ts';
import { expectShape } from '../provider-http.ts';
import { credentialsOf, highLevelRequest, PROVIDER } from './client.ts';

const upsertAnswer = z.object({ contact: z.object({ id: z.string() }) });
const duplicateAnswer = z.object({
  contact: z
    .object({ id: z.string(), tags: z.array(z.string()).optional() })
    .nullable()
    .optional(),
});

function contactOf(lead: LeadForDelivery, locationId: string) {
  if (!lead.email && !lead.phone)
    throw new ProviderError(
      `${PROVIDER} contacts need an e-mail address or a phone number.`,
      undefined,
      undefined,
      true,
    );
  const fields = {
    locationId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    address1: lead.address,
    city: lead.city,
    state: lead.state,
    postalCode: lead.zip,
    companyName: lead.companyName,
    source: lead.campaignName,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== ''));
}

export async function deliver(request: DeliveryRequest): Promise<void> {
  const { token, locationId } = credentialsOf(request.credentials);
  const upserted = await highLevelRequest(request.endpoint, token, {
    method: 'POST',
    path: '/contacts/upsert',
    json: contactOf(request.lead, locationId),
  });
  const contactId = expectShape(PROVIDER, upsertAnswer, upserted).contact.id;
  const tags = request.targets.tags ?? [];
  if (tags.length === 0) return;
  await highLevelRequest(request.endpoint, token, {
    method: 'POST',
    path: `/contacts/${encodeURIComponent(contactId)}/tags`,
    json: { tags },
  });
}

/** Net-new: a contact with this e-mail (or phone) is in the location, with a chosen tag if any. */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean> {
  const { token, locationId } = credentialsOf(request.credentials);
  const { email, phone } = request.lead;
  if (!email && !phone) return false;
  const answer = await highLevelRequest(request.endpoint, token, {
    method: 'GET',
    path: '/contacts/search/duplicate',
    query: { locationId, email: email ?? undefined, number: email ? undefined : (phone ?? undefined) },
  });
  const contact = expectShape(PROVIDER, duplicateAnswer, answer).contact;
  if (!contact) return false;
  const chosen = request.targets.tags ?? [];
  const held = (contact.tags ?? []).map((tag) => tag.toLowerCase());
  return chosen.length === 0 || chosen.some((tag) => held.includes(tag.toLowerCase()));
}
