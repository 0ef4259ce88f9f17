// An agency's own SMTP sender (issue 14, part 2 §7 Settings: testsmtp, test-email): the form, the saved
// sender as the browser sees it (the password only as set / not set), and the outcome of a test.
import { z } from 'zod';
import { id, text } from './common.ts';

export const SMTP_SECURITIES = ['tls', 'starttls'] as const;
export type SmtpSecurityName = (typeof SMTP_SECURITIES)[number];

export const SMTP_LIMITS = { hostMax: 253, usernameMax: 254, passwordMax: 256, fromNameMax: 100 } as const;

const smtpHost = text
  .trim()
  .toLowerCase()
  .min(1, 'Enter the host name of your mail server, such as smtp.youragency.com.')
  .max(SMTP_LIMITS.hostMax)
  .regex(
    /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/,
    'Enter a host name such as smtp.youragency.com (no port, no scheme).',
  );
const emailAddress = text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.'));

/** The fields of the form; a blank password keeps the saved one. */
export const smtpSenderFields = z.object({
  host: smtpHost,
  port: z.coerce
    .number('Enter a port number.')
    .int('Enter a whole port number.')
    .min(1, 'Ports run from 1 to 65535.')
    .max(65_535, 'Ports run from 1 to 65535.'),
  security: z.enum(SMTP_SECURITIES, 'Choose TLS or STARTTLS.'),
  username: text.trim().min(1, 'Enter the user name of the mail server.').max(SMTP_LIMITS.usernameMax),
  password: text.max(SMTP_LIMITS.passwordMax).optional().default(''),
  from_name: text.trim().min(1, 'Enter the name your e-mails come from.').max(SMTP_LIMITS.fromNameMax),
  from_address: emailAddress,
});
export type SmtpSenderForm = z.input<typeof smtpSenderFields>;

export const smtpSenderView = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number().nullable(),
  security: z.enum(SMTP_SECURITIES),
  username: z.string(),
  /** Never the password itself. */
  password: z.enum(['set', 'not set']),
  from_name: z.string(),
  from_address: z.string(),
  updated_at: z.string().nullable(),
  /** Issue 23: the saved server refuses mail (the platform carries it meanwhile); null while it works. */
  failing: z.object({ since: z.string(), reason: z.string() }).nullable(),
});
export type SmtpSenderView = z.infer<typeof smtpSenderView>;

/** POST /configuration/user/testsmtp: the unsaved form, sent to `to`. */
export const testSmtpRequest = smtpSenderFields.extend({ companyID: id, to: emailAddress });
/** POST /configuration/setting/test-email: the saved sender, sent to `email`. */
export const testEmailRequest = z.object({ companyID: id, email: emailAddress });

export const smtpTestResult = z.object({
  result: z.enum(['success', 'failed']),
  /** A sentence for a person: what arrived where, or what the mail server said. */
  message: z.string(),
});
export type SmtpTestResult = z.infer<typeof smtpTestResult>;
