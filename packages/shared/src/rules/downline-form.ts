// Validation of the inline add and edit forms (part 2 §5), run by the web form and the API alike.
import { z } from 'zod';
import type { PaymentTerm } from '../constants.ts';
import { type ListUserType, RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '../contracts/tenants.ts';
import { messages } from '../messages.ts';
import { phoneProblem } from './phone.ts';

export type DownlineFormValues = {
  ClientCompanyName?: string;
  ClientFullName?: string;
  ClientEmail?: string;
  ClientPhone?: string;
  ClientPhoneCountryCode?: string;
  DownlineSubDomain?: string;
  selectedterms?: { term: PaymentTerm; status: boolean }[];
};

export type DownlineFormMode = 'add' | 'edit';
export type DownlineProblems = Partial<Record<keyof DownlineFormValues, string>>;

const emailFormat = z.email();
const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** Rows with a company of their own (agencies and clients) carry a company name. */
const hasCompany = (userType: ListUserType) => userType === 'userdownline' || userType === 'client';

/**
 * Problems by field; empty when the form may be saved. The add form needs only a full name and an
 * e-mail (anything else it sends must still be valid); the edit form needs every field of §5.
 */
export function downlineProblems(
  userType: ListUserType,
  mode: DownlineFormMode,
  values: DownlineFormValues,
  /**
   * The account as stored, when editing: an account added without a phone (the add form does not
   * need one) may be saved without one; a phone it had may not be removed (issue 14).
   */
  stored?: { phone: string | null },
): DownlineProblems {
  const problems: DownlineProblems = {};
  const editing = mode === 'edit';
  if (editing && hasCompany(userType) && blank(values.ClientCompanyName))
    problems.ClientCompanyName = messages.companyNameRequired;
  if (blank(values.ClientFullName)) problems.ClientFullName = messages.fullNameRequired;
  const mail = (values.ClientEmail ?? '').trim().toLowerCase();
  if (mail === '') problems.ClientEmail = messages.emailRequired;
  else if (!emailFormat.safeParse(mail).success) problems.ClientEmail = messages.emailInvalid;

  const neverHadPhone = stored !== undefined && blank(stored.phone ?? '');
  if (editing && blank(values.ClientPhone)) {
    if (!neverHadPhone) problems.ClientPhone = messages.invalidPhone;
  } else if (!blank(values.ClientPhone)) {
    const problem = phoneProblem(values.ClientPhone, values.ClientPhoneCountryCode);
    if (problem) problems.ClientPhone = problem.example ? messages.invalidPhone : problem.message;
  }

  if (userType === 'userdownline') {
    const subdomain = (values.DownlineSubDomain ?? '').trim().toLowerCase();
    if (subdomain === '') {
      if (editing) problems.DownlineSubDomain = messages.subdomainRequired;
    } else if (!SUBDOMAIN_PATTERN.test(subdomain)) problems.DownlineSubDomain = messages.subdomainInvalid;
    else if (RESERVED_SUBDOMAINS.has(subdomain)) problems.DownlineSubDomain = messages.subdomainReserved;
    if (editing && values.selectedterms && !values.selectedterms.some((term) => term.status))
      problems.selectedterms = messages.selectPaymentTerm;
  }
  return problems;
}
