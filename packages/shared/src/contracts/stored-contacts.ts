// The profile's contact people (part 1 §3): franchize, franchizedirector, director, manager, team,
// as stored and read back (the session user carries them). Their phones were checked when saved
// (contacts.ts), so this module loads no phone library and neither does the sign-in page.
import { z } from 'zod';
import { text } from './common.ts';

export const CONTACT_ROLES = ['franchize', 'franchizedirector', 'director', 'manager', 'team'] as const;

export const contactFields = z.object({
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
});

export const storedContacts = z.partialRecord(z.enum(CONTACT_ROLES), contactFields);
