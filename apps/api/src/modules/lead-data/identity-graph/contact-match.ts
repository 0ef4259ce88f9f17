// Contact matching in the built-in graph (data enrichment): an e-mail the graph knows is that
// person; any other contact is, like in real identity data, known with a fixed likelihood, decided by
// a hash of its normalised e-mail or name and address, so the same contact always gets the same answer.
import { emailMd5 } from '../../../platform/email-hash.ts';
import type { ContactQuery } from '../../../platform/providers/lead-data-provider.ts';
import type { GraphPerson, IdentityGraph } from './graph.ts';
import { stableHash } from './resolve.ts';

/** Share of unknown contacts the graph still matches, in percent. */
export const CONTACT_MATCH_PERCENT = 60;

const clean = (text: string | null) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The text a contact is known by: its e-mail, else its name and address; null when it has neither. */
export function contactKey(contact: ContactQuery): string | null {
  const email = clean(contact.email);
  if (email.includes('@')) return `e:${email}`;
  const first = clean(contact.firstName);
  const last = clean(contact.lastName);
  const address = clean(contact.address);
  if (!first || !last || !address) return null;
  return `n:${first}|${last}|${address}|${clean(contact.zip)}`;
}

export function matchContactInGraph(graph: IdentityGraph, contact: ContactQuery): GraphPerson | null {
  const email = clean(contact.email);
  if (email.includes('@')) {
    const exact = graph.byEmailMd5.get(emailMd5(email));
    if (exact !== undefined) return graph.people[exact] ?? null;
  }
  const key = contactKey(contact);
  if (key === null) return null;
  const hash = stableHash(key);
  if (hash % 100 >= CONTACT_MATCH_PERCENT) return null;
  return graph.people[Math.floor(hash / 100) % graph.people.length] ?? null;
}
