// Profile fields (part 1 §3 "Profile fields") that GET /user may carry beyond the session contract.
import type { SessionUser } from '@lead/shared';

export const PERSONAL_FIELDS = [
  'name',
  'email',
  'phonenum',
  'phone_country_code',
  'phone_country_calling_code',
  'address',
  'city',
  'zip',
  'country_code',
  'state_code',
] as const;

export const COMPANY_FIELDS = [
  'company_name',
  'company_phone',
  'company_phone_country_code',
  'company_email',
  'company_address',
  'company_city',
  'company_zip',
  'company_state_code',
  'company_country_code',
  'industry_id',
  'industry_name',
] as const;

export type PersonalValues = Record<(typeof PERSONAL_FIELDS)[number], string>;
export type CompanyValues = Record<(typeof COMPANY_FIELDS)[number], string>;

/** Typed boundary: the session contract does not list these fields yet, so each is read only if present. */
function textOf(user: SessionUser, field: string): string {
  const value = (user as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

export const personalValuesOf = (user: SessionUser): PersonalValues =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, textOf(user, field)])) as PersonalValues;

export const companyValuesOf = (user: SessionUser): CompanyValues =>
  Object.fromEntries(COMPANY_FIELDS.map((field) => [field, textOf(user, field)])) as CompanyValues;
