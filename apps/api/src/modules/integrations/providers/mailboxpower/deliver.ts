// Reads before it writes, so a retry never makes a second contact: a contact found by e-mail is
// added to the chosen groups (POST /contacts/{id}/groups adds, it does not replace); otherwise the
// contact is created with its mailing address, in those groups.
import { z } from 'zod';
import type { DeliveryRequest } from '../../connector.ts';
import { expectShape, requiredEmail } from '../provider-http.ts';
import { collectionOf, idShape, mailboxPowerRequest, PROVIDER } from './client.ts';

const contactsShape = collectionOf(
  z.object({ id: idShape, groups: z.array(z.object({ id: idShape })).optional() }),
);
const createdShape = z.object({ data: z.object({ id: idShape }) });

async function findContact(request: Omit<DeliveryRequest, 'idempotencyKey'>) {
  const answer = await mailboxPowerRequest(request.endpoint, request.credentials, {
    method: 'GET',
    path: '/v1/contacts',
    query: { email: requiredEmail(PROVIDER, request.lead) },
  });
  return expectShape(PROVIDER, contactsShape, answer).data[0];
}

export async function deliver(request: DeliveryRequest): Promise<void> {
  const groupIds = request.targets.groups ?? [];
  const found = await findContact(request);
  if (found) {
    if (groupIds.length === 0) return;
    await mailboxPowerRequest(request.endpoint, request.credentials, {
      method: 'POST',
      path: `/v1/contacts/${encodeURIComponent(found.id)}/groups`,
      json: { group_ids: groupIds },
    });
    return;
  }
  const { lead } = request;
  const fields = {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: requiredEmail(PROVIDER, lead),
    phone: lead.phone,
    company: lead.companyName,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
  };
  const answer = await mailboxPowerRequest(request.endpoint, request.credentials, {
    method: 'POST',
    path: '/v1/contacts',
    json: {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== '')),
      group_ids: groupIds,
    },
  });
  expectShape(PROVIDER, createdShape, answer);
}

/** Net-new: a contact with this e-mail exists (in one of the chosen groups, when groups are chosen). */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean> {
  const found = await findContact(request);
  if (!found) return false;
  const chosen = request.targets.groups ?? [];
  return chosen.length === 0 || (found.groups ?? []).some((group) => chosen.includes(group.id));
}
