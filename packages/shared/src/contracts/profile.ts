// Profile setup, steps 1 and 2 (part 1 §3 "Profile fields"), sent as multipart form fields. The spec's
// form need not name its step (part 1 §7): `step` is ours and optional (the API reads it from the fields).
import { z } from 'zod';
import { phoneProblem } from '../rules/phone.ts';
import { email, text } from './common.ts';
import { contactsField } from './contacts.ts';

const optionalField = (max: number) => text.trim().max(max).optional().default('');

export const profileStep1 = z
  .object({
    step: z.literal('1').optional(),
    name: text.trim().min(1, 'Enter your full name.').max(120),
    email,
    phonenum: optionalField(32),
    phone_country_code: optionalField(2),
    phone_country_calling_code: optionalField(6),
    address: optionalField(200),
    city: optionalField(100),
    zip: optionalField(12),
    country_code: optionalField(2),
    state_code: optionalField(8),
    /** Ours: a new login e-mail needs the current password (or a code of the current authenticator). */
    current_password: text.max(128).optional(),
    current_code: text.trim().max(10).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = phoneProblem(body.phonenum, body.phone_country_code);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phonenum'], message: problem.message });
  });

export const profileStep2 = z
  .object({
    step: z.literal('2').optional(),
    company_name: text.trim().min(1, 'Enter the company name.').max(120),
    company_phone: optionalField(32),
    company_phone_country_code: optionalField(2),
    company_email: z
      .union([z.literal(''), email])
      .optional()
      .default(''),
    company_address: optionalField(200),
    company_city: optionalField(100),
    company_zip: optionalField(12),
    company_state_code: optionalField(8),
    company_country_code: optionalField(2),
    industry_id: optionalField(40),
    industry_name: optionalField(120),
    contacts: contactsField.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = phoneProblem(
      body.company_phone,
      body.company_phone_country_code || body.company_country_code,
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['company_phone'], message: problem.message });
  });

export type ProfileStep1 = z.output<typeof profileStep1>;

/**
 * part 1 §7: 'step 1 may return result error_email with a message' (the e-mail is taken or not an
 * address; nothing was saved). errors.email, ours, names the field like any refusal.
 */
export const profileEmailRefused = z.object({
  result: z.literal('error_email'),
  message: z.string(),
  errors: z.object({ email: z.string() }),
});
export type ProfileEmailRefused = z.infer<typeof profileEmailRefused>;

export const profileUpdateResponse = z.union([
  z.object({ result: z.literal('success'), message: z.string() }),
  profileEmailRefused,
]);
export const questionnaireRequest = z.object({
  answers: z.record(text.max(60), text.max(500)).refine((answers) => Object.keys(answers).length <= 30),
});
