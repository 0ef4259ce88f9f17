import { z } from 'zod';
import { AUTH_LIMITS, INT32_MAX } from '../constants.ts';
import { messages } from '../messages.ts';

/**
 * Text of every input (path segments, query values, body fields): control characters are refused,
 * naming the field. NUL cannot be stored by PostgreSQL and the others are never typed by a person;
 * tab, line feed and carriage return stay allowed for multi-line fields.
 */
const CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_RANGES}]`);
export const text = z.string().regex(new RegExp(`^[^${CONTROL_RANGES}]*$`), messages.controlCharacters);

/** The error body every failing call answers with (STYLE §6). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/**
 * A signed link to a download (issue 26): `url` is the address on this host, below /api, that a
 * browser may open without a bearer token until `expires_at`.
 */
export const signedLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
/** The longest seal a signed link's query carries (a route that declares `signedLink`). */
export const SIGNED_LINK_MAX = 2000;

export const email = text
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));
export const password = text
  .min(AUTH_LIMITS.passwordMinLength, `Use at least ${AUTH_LIMITS.passwordMinLength} characters.`)
  .max(AUTH_LIMITS.passwordMaxLength, `Use at most ${AUTH_LIMITS.passwordMaxLength} characters.`);
/** Host names as the browser sends them: letters, digits, dots, hyphens. */
export const hostName = text
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9.-]*(:\d{1,5})?$/, 'Not a valid host name.');
/** Page (1-based) and PerPage of a paged list, PerPage capped by the list's own limits. */
export const pageQueryFields = (limits: { perPage: number; maxPerPage: number }) => ({
  Page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  PerPage: z.coerce.number().int().min(1).max(limits.maxPerPage).default(limits.perPage),
});

/** What every paged list answers besides its rows. */
export const pageResponseFields = {
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
};

/** The last page of `total` rows, `perPage` a page (an empty list still has page 1). */
export const lastPageOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/**
 * Digit text (path segments, query values) as a number; other text ('1e3', '0x10', '-1') and other
 * types stay as they are and are refused, so an id is written one way only.
 */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,20}\s*$/.test(value) ? Number(value) : value;
/** Ids of every route, as numbers or numeric text, up to int4's 2^31 - 1 (true is not id 1). */
export const id = z.preprocess(
  numberFromText,
  z.number().max(INT32_MAX, messages.numberTooLarge).int().positive(),
);
/** Ids of bigserial rows (leads, visits): numbers or numeric text up to 2^53 - 1, read exactly. */
export const bigId = z.preprocess(
  numberFromText,
  z.number().max(Number.MAX_SAFE_INTEGER, messages.numberTooLarge).int().positive(),
);
/** An id where 0 means "none" (a user without a role). */
export const idOrZero = z.preprocess(
  numberFromText,
  z.number().max(INT32_MAX, messages.numberTooLarge).int().nonnegative(),
);
export const optionalText = (max: number) => text.max(max).optional().nullable();
