// Matches contacts against the lead-data provider for a job's owner: a person on the opt-out list
// or the client's exclusion list (by the contact's own e-mail or the person's) comes back unmatched,
// so it is neither returned nor billed.

import type { Queryable } from '../../platform/db.ts';
import { emailMd5 } from '../../platform/email-hash.ts';
import type {
  ContactQuery,
  LeadDataProvider,
  ResolvedPerson,
} from '../../platform/providers/lead-data-provider.ts';
import { type JobOwner, suppressedMd5s } from './suppressed-contacts.ts';

export async function matchContacts(
  provider: LeadDataProvider,
  db: Queryable,
  owner: JobOwner,
  contacts: readonly ContactQuery[],
): Promise<(ResolvedPerson | null)[]> {
  if (contacts.length === 0) return [];
  const people = await provider.matchContacts(contacts);
  const ownMd5s = contacts.map((contact) =>
    contact.email?.includes('@') ? emailMd5(contact.email.trim().toLowerCase()) : null,
  );
  const suppressed = await suppressedMd5s(db, owner, [
    ...ownMd5s.filter((md5): md5 is string => md5 !== null),
    ...people.flatMap((person) => (person ? [person.emailMd5] : [])),
  ]);
  return people.map((person, index) => {
    if (!person) return null;
    const own = ownMd5s[index];
    if (suppressed.has(person.emailMd5) || (own && suppressed.has(own))) return null;
    return person;
  });
}
