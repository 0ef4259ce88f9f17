// A lead becomes a HubSpot contact: upserted by e-mail (POST /crm/v3/objects/contacts/batch/upsert
// with idProperty email), so one person is one contact however often it is sent, with the lead's
// fields in the properties the integration's mapping names; then a note with the lead's story.
import { crmFieldMapOf } from '@lead/shared';
import { z } from 'zod';
import type { DeliveryRequest, LeadForDelivery } from '../../connector.ts';
import { mappedFields } from '../../crm-fields.ts';
import { expectShape, requiredEmail } from '../provider-http.ts';
import { hubspotCall, PROVIDER } from './client.ts';
import { addNote } from './note.ts';

const upserted = z.object({ results: z.array(z.object({ id: z.string() })).min(1) });

/** The contact's properties: each mapped lead field that has a value, as text. */
export function propertiesOf(
  lead: LeadForDelivery,
  settings: DeliveryRequest['settings'],
): Record<string, string> {
  const fields = mappedFields(lead, requiredEmail(PROVIDER, lead), crmFieldMapOf('hubspot', settings));
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}

export async function deliver(request: DeliveryRequest): Promise<void> {
  const properties = propertiesOf(request.lead, request.settings);
  const email = properties[crmFieldMapOf('hubspot', request.settings).email] as string;
  await hubspotCall(request.endpoint, request.credentials, async (client) => {
    const answer = await client.crm.contacts.batchApi.upsert({
      inputs: [{ idProperty: 'email', id: email, properties }],
    });
    const contact = expectShape(PROVIDER, upserted, { status: 200, headers: new Headers(), body: answer })
      .results[0];
    await addNote(client, contact?.id ?? '', request);
  });
}

/** Net-new: a contact with the lead's e-mail exists (GET …/contacts/{email}?idProperty=email, 404 when not). */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>): Promise<boolean> {
  const email = requiredEmail(PROVIDER, request.lead);
  try {
    await hubspotCall(request.endpoint, request.credentials, (client) =>
      client.crm.contacts.basicApi.getById(email, ['email'], undefined, undefined, false, 'email'),
    );
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}
