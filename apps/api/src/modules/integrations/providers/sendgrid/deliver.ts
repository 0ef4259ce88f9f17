// A lead becomes a Marketing Campaigns contact in the chosen lists: PUT /v3/marketing/contacts
// upserts by e-mail address (SendGrid answers 202 with a job id), so sending it again after a
// crash updates the same contact instead of creating a second one.
import { z } from 'zod';
import type { DeliveryRequest, LeadForDelivery } from '../../connector.ts';
import { expectShape, requiredEmail } from '../provider-http.ts';
import { PROVIDER, sendgridRequest } from './client.ts';

const accepted = z.object({ job_id: z.string() });
const searchAnswer = z.object({
  result: z.record(
    z.string(),
    z.object({ contact: z.object({ list_ids: z.array(z.string()).optional() }).optional() }),
  ),
});

/** The reserved contact fields SendGrid documents for PUT /v3/marketing/contacts. */
export function contactOf(lead: LeadForDelivery) {
  const fields = {
    email: requiredEmail(PROVIDER, lead),
    first_name: lead.firstName,
    last_name: lead.lastName,
    phone_number: lead.phone,
    address_line_1: lead.address,
    city: lead.city,
    state_province_region: lead.state,
    postal_code: lead.zip,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== ''));
}

export async function deliver(request: DeliveryRequest): Promise<void> {
  const answer = await sendgridRequest(request.endpoint, request.credentials, {
    method: 'PUT',
    url: '/v3/marketing/contacts',
    body: { list_ids: request.targets.lists ?? [], contacts: [contactOf(request.lead)] },
  });
  expectShape(PROVIDER, accepted, answer);
}

/** Net-new: the address is a contact already (in one of the chosen lists, when lists are chosen). */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean> {
  const email = requiredEmail(PROVIDER, request.lead);
  const answer = await sendgridRequest(request.endpoint, request.credentials, {
    method: 'POST',
    url: '/v3/marketing/contacts/search/emails',
    body: { emails: [email] },
    accept: [404],
  });
  if (answer.status === 404) return false;
  const found = expectShape(PROVIDER, searchAnswer, answer).result[email]?.contact;
  if (!found) return false;
  const chosen = request.targets.lists ?? [];
  return chosen.length === 0 || (found.list_ids ?? []).some((id) => chosen.includes(id));
}
