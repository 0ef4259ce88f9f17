// The note each contact gets with its lead (issue 25 item 5): the lead's story (lead-story.ts) as
// HubSpot's rich text, every piece from a visitor escaped and only http(s) addresses made links,
// associated with the contact (note to contact, association type 202). A retry first reads the
// contact's notes for the delivery key, so a note an earlier attempt made is not made twice.
import type { Client } from '@hubspot/api-client';
import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes/index.js';
import type { DeliveryRequest } from '../../connector.ts';
import { leadStoryLines, leadStoryTitle, type StoryLine } from '../../lead-story.ts';

const NOTE_TO_CONTACT = 202;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function linkable(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const htmlOf = (line: StoryLine) => {
  const href = linkable(line.url);
  const text = escapeHtml(line.text);
  return `<p>${href ? `<a href="${escapeHtml(href)}">${text}</a>` : text}</p>`;
};

export function noteBodyOf(request: DeliveryRequest): string {
  const title = `<p><strong>${escapeHtml(leadStoryTitle(request.lead))}</strong></p>`;
  return title + leadStoryLines(request.lead, request.idempotencyKey).map(htmlOf).join('');
}

export async function addNote(client: Client, contactId: string, request: DeliveryRequest): Promise<void> {
  if ((request.attempt ?? 1) > 1 && (await noteMade(client, contactId, request.idempotencyKey))) return;
  await client.crm.objects.notes.basicApi.create({
    // The note's time is the lead's: the contact's timeline shows it where the visit happened.
    properties: { hs_timestamp: request.lead.createdAt, hs_note_body: noteBodyOf(request) },
    associations: [
      {
        to: { id: contactId },
        types: [
          {
            associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
            associationTypeId: NOTE_TO_CONTACT,
          },
        ],
      },
    ],
  });
}

/** Whether one of the contact's notes already carries the delivery key. */
async function noteMade(client: Client, contactId: string, key: string): Promise<boolean> {
  const linked = await client.crm.associations.v4.basicApi.getPage(
    'contacts',
    contactId,
    'notes',
    undefined,
    500,
  );
  const ids = linked.results.map((result) => String(result.toObjectId));
  if (ids.length === 0) return false;
  const notes = await client.crm.objects.notes.batchApi.read({
    inputs: ids.map((id) => ({ id })),
    properties: ['hs_note_body'],
    propertiesWithHistory: [],
  });
  return notes.results.some((note) => (note.properties.hs_note_body ?? '').includes(`Delivery ${key}`));
}
