// Profile setup, steps 1 and 2 (part 1 §3 "Profile fields"), sent as multipart form fields.
import { z } from 'zod';
import { phoneProblem } from '../rules/phone.ts';
import { email } from './common.ts';
import { contactsField } from './contacts.ts';

const text = (max: number) => z.string().trim().max(max).optional().default('');

export const profileStep1 = z
  .object({
    step: z.literal('1'),
    name: z.string().trim().min(1, 'Enter your full name.').max(120),
    email,
    phonenum: text(32),
    phone_country_code: text(2),
    phone_country_calling_code: text(6),
    address: text(200),
    city: text(100),
    zip: text(12),
    country_code: text(2),
    state_code: text(8),
    /** Ours: a new login e-mail needs the current password (or a code of the current authenticator). */
    current_password: z.string().max(128).optional(),
    current_code: z.string().trim().max(10).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = phoneProblem(body.phonenum, body.phone_country_code);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phonenum'], message: problem.message });
  });

export const profileStep2 = z
  .object({
    step: z.literal('2'),
    company_name: z.string().trim().min(1, 'Enter the company name.').max(120),
    company_phone: text(32),
    company_phone_country_code: text(2),
    company_email: z
      .union([z.literal(''), email])
      .optional()
      .default(''),
    company_address: text(200),
    company_city: text(100),
    company_zip: text(12),
    company_state_code: text(8),
    company_country_code: text(2),
    industry_id: text(40),
    industry_name: text(120),
    contacts: contactsField.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = phoneProblem(
      body.company_phone,
      body.company_phone_country_code || body.company_country_code,
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['company_phone'], message: problem.message });
  });

export const profileUpdateResponse = z.object({ result: z.literal('success'), message: z.string() });
export const questionnaireRequest = z.object({
  answers: z
    .record(z.string().max(60), z.string().max(500))
    .refine((answers) => Object.keys(answers).length <= 30),
});
