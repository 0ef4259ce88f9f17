// The add/edit payload (part 2 §3 "Client user payload") mapped to company and user columns, with
// the §5 rules of the shared form and what only the server can check (taken e-mail, host names:
// platform/access/uniqueness.ts).
import {
  type DownlineFormMode,
  type DownlineProblems,
  domainProblem,
  type downlineCreateRequest,
  downlineProblems,
  grantsBeyond,
  grantsOf,
  hostName,
  type ListUserType,
  type MessageKey,
  messages,
  type PaymentTerm,
} from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { roles } from '../../db/schema/index.ts';
import { accessFactsOf, roleOf } from '../../platform/access/access-facts.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';

/** How a row kind is named in user-log descriptions. */
export const ROW_LABEL: Record<ListUserType, string> = {
  userdownline: 'agency',
  client: 'client',
  administrator: 'administrator',
  sales: 'sales person',
};

type FlagKey =
  | 'ClientWhiteLabeling'
  | 'defaultAdmin'
  | 'customercare'
  | 'adminGetNotification'
  | 'disabledreceivedemail'
  | 'disabledaddcampaign'
  | 'isAccExecutive';
type CreateInput = z.output<typeof downlineCreateRequest>;
/** Create sends every switch (defaulting to F); an edit may leave one out to keep it. */
export type DownlineInput = Omit<CreateInput, FlagKey> & Partial<Pick<CreateInput, FlagKey>>;
type Problems = Record<string, string>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** undefined (switch not sent) leaves the column out of the update. */
const isOn = (value: 'T' | 'F' | undefined) => (value === undefined ? undefined : value === 'T');

export const emailOf = (input: DownlineInput) => input.ClientEmail.trim().toLowerCase();
export const subdomainOf = (input: DownlineInput) => orNull(input.DownlineSubDomain.toLowerCase());
export const domainOf = (input: DownlineInput) => orNull(input.DownlineDomain.toLowerCase());
/** An empty company name becomes the full name (part 2 §5: the add form may leave it empty). */
export const companyNameOf = (input: DownlineInput) =>
  input.ClientCompanyName.trim() || input.ClientFullName.trim();

/** §5 rules of the shared form, plus a custom domain that must be a host name. */
export function formProblems(
  rowType: ListUserType,
  mode: DownlineFormMode,
  input: DownlineInput,
  terms?: { term: PaymentTerm; status: boolean }[],
  stored?: { phone: string | null },
): Problems {
  const problems: Problems = {
    ...downlineProblems(rowType, mode, { ...input, selectedterms: terms }, stored),
  };
  if (emailOf(input).length > 254) problems.ClientEmail = messages.emailInvalid;
  const domain = domainOf(input);
  if (rowType === 'userdownline' && domain) {
    // Say what is wrong with the domain (issue 14); the host-name schema stays the last word.
    const problem = domainProblem(domain);
    if (problem) problems.DownlineDomain = problem;
    else if (!hostName.safeParse(domain).success) problems.DownlineDomain = messages.hostNameInvalid;
  }
  return problems;
}

/** Columns of the company an agency or client row shows. */
export function companyColumns(rowType: 'userdownline' | 'client', input: DownlineInput) {
  const common = {
    companyName: companyNameOf(input),
    organizationId: orNull(input.DownlineOrganizationID),
    email: emailOf(input),
    phone: orNull(input.ClientPhone),
  };
  if (rowType === 'client') return common;
  return {
    ...common,
    subdomain: subdomainOf(input),
    domain: domainOf(input),
    isWhitelabeling: isOn(input.ClientWhiteLabeling),
  };
}

/** Columns of the account; each flag belongs to the row kinds whose form shows it. */
export function userColumns(rowType: ListUserType, input: DownlineInput) {
  const common = {
    name: input.ClientFullName.trim(),
    email: emailOf(input),
    phonenum: orNull(input.ClientPhone),
    phoneCountryCode: orNull(input.ClientPhoneCountryCode.toUpperCase()),
    phoneCountryCallingCode: orNull(input.ClientPhoneCountryCallingCode),
  };
  if (rowType === 'client') return { ...common, disableClientAddCampaign: isOn(input.disabledaddcampaign) };
  if (rowType === 'userdownline') return common;
  const staff = {
    ...common,
    defaultAdmin: isOn(input.defaultAdmin),
    customerCare: isOn(input.customercare),
    adminGetNotification: isOn(input.adminGetNotification),
    disabledReceiveEmail: isOn(input.disabledreceivedemail),
  };
  return rowType === 'sales' ? { ...staff, isAccExecutive: isOn(input.isAccExecutive) } : staff;
}

/** A staff member's role must be one of the company it works for. */
/** The role must be the company's own, and grant nothing the person assigning it does not hold. */
export async function roleProblem(
  db: Queryable,
  actor: Actor,
  companyId: number,
  roleId: number | null | undefined,
): Promise<Record<string, string>> {
  if (!roleId) return {};
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)))
    .limit(1);
  if (!role) return { ClientRole: messages.roleUnknown };
  const held = (await accessFactsOf(db, actor)).permissions;
  const beyond = grantsBeyond(grantsOf(await roleOf(db, role.id)), held);
  return beyond.length > 0 ? { ClientRole: `${messages.roleBeyondOwn} (${beyond.join(', ')})` } : {};
}

/** Two saves racing for one e-mail or host: the unique index decides, and it reads like the check. */
export function takenByRace(error: unknown): Problems | null {
  if (isUniqueViolation(error, 'users_email_unique')) return { ClientEmail: messages.emailTaken };
  if (isUniqueViolation(error, 'companies_subdomain_unique'))
    return { DownlineSubDomain: messages.subdomainTaken };
  if (isUniqueViolation(error, 'companies_domain_unique')) return { DownlineDomain: messages.domainTaken };
  return null;
}

/** 422 naming the fields; with one problem its sentence is the message the form shows (§8). */
export function refusal(problems: Problems | DownlineProblems): AppError {
  const reasons = Object.values(problems);
  const key = (Object.keys(messages) as MessageKey[]).find((name) => messages[name] === reasons[0]);
  return new AppError(422, reasons.length === 1 && key ? key : 'invalidInput', problems as Problems);
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;
