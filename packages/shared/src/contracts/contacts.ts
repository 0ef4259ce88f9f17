// The profile's contact people as sent (part 1 §3), each phone checked for its country.
import { z } from 'zod';
import { phoneProblem } from '../rules/phone.ts';
import { text } from './common.ts';
import { CONTACT_ROLES, contactFields } from './stored-contacts.ts';

export { CONTACT_ROLES, storedContacts } from './stored-contacts.ts';

const checkedContact = contactFields.superRefine((person, ctx) => {
  const problem = phoneProblem(person.phone, person.phone_country_code);
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem.message });
});

export const profileContacts = z.partialRecord(z.enum(CONTACT_ROLES), checkedContact);
export type ProfileContacts = z.infer<typeof profileContacts>;

/** Contacts travel in the multipart form as one JSON field. */
export const contactsField = text
  .max(10_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Contacts are not valid JSON.' });
      return z.NEVER;
    }
  })
  .pipe(profileContacts);
