// The profile's contact people (part 1 §3): franchize, franchizedirector, director, manager, team.
import { z } from 'zod';
import { phoneProblem } from '../rules/phone.ts';
import { text } from './common.ts';

export const CONTACT_ROLES = ['franchize', 'franchizedirector', 'director', 'manager', 'team'] as const;

const contact = z
  .object({
    first_name: text.trim().max(60).default(''),
    last_name: text.trim().max(60).default(''),
    email: z
      .union([
        z.literal(''),
        text
          .trim()
          .toLowerCase()
          .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
      ])
      .default(''),
    phone: text.trim().max(32).default(''),
    phone_country_code: text.trim().max(2).default(''),
  })
  .superRefine((person, ctx) => {
    const problem = phoneProblem(person.phone, person.phone_country_code);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem.message });
  });

export const profileContacts = z.partialRecord(z.enum(CONTACT_ROLES), contact);
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
