// What the signed-in shell needs to draw menus and enforce pages: the facts the rules take.
// The API serves the facts (GET /api/user/shell); web and API run the same rules over them.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, ROLE_MODULES, TENANT_LIMITS, USER_TYPES } from '../constants.ts';
import { id, text } from './common.ts';

const flag = z.enum(['T', 'F']);
const moduleKind = z.enum(LEAD_MODULE_KINDS);
const permissionSet = z.object({
  enable: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

/** A module's display name and URL slug, per module kind (the side menu's lead entries). */
export const moduleNaming = z.record(moduleKind, z.object({ name: z.string(), url: z.string() }));
export const rolePermissions = z.record(z.enum(ROLE_MODULES), permissionSet);
export const paymentAccountStates = z.enum(['connected', 'not-connected', 'pending', 'inverification']);

export const betaFeatureRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  is_beta: z.boolean(),
  apply_to_all_agency: z.boolean(),
});
export type BetaFeatureRow = z.infer<typeof betaFeatureRow>;

export const shellFacts = z.object({
  user_id: z.number(),
  user_type: z.enum(USER_TYPES),
  systemuser: z.boolean(),
  rootcomp: z.boolean(),
  isViewMode: z.boolean(),
  isAccExecutive: flag,
  salesAccountConnected: z.boolean(),
  user_permissions: z.record(z.string(), z.unknown()).nullable(),
  manual_bill: flag,
  cardSetUp: z.boolean(),
  paymentAccountState: paymentAccountStates,
  paymentAccountConnected: z.boolean(),
  agencyPaymentFailed: z.boolean(),
  clientPaymentFailed: z.boolean(),
  profile_setup_completed: flag,
  disable_client_add_campaign: flag,
  agencyModules: z.array(moduleKind),
  clientModules: z.array(moduleKind),
  moduleNames: moduleNaming,
  permissions: rolePermissions,
  betaFeatures: z.object({ b2b_module: betaFeatureRow.nullable(), data_wallet: betaFeatureRow.nullable() }),
  betaUserOf: z.object({ b2b_module: z.boolean(), data_wallet: z.boolean() }),
  agreements: z.object({
    b2b_module: z.boolean(),
    data_wallet: z.boolean(),
    developer: z.boolean(),
    /** Ours: the developer billing agreement, asked after the developer agreement. */
    developer_billing: z.boolean(),
  }),
  connectedAccount: z.object({
    charges_enabled: z.boolean(),
    payouts_enabled: z.boolean(),
    account_requirements: z.array(z.string()),
  }),
  /** Agency users of a white-label agency get the Support link (part 1 §2). */
  supportUrl: z.string().nullable(),
});
export type ShellFacts = z.infer<typeof shellFacts>;

export const switchUserRequest = z.object({ usrID: id });
export const switchUserResponse = z.object({ result: z.literal('success'), access_token: z.string() });

export const setupCompleteRequest = z.object({ statuscomplete: flag });

export const clientSetupCheck = z.object({
  setupcomplete: flag,
  accessmodule: z.array(z.string()),
  clientsidebar: z.array(z.string()),
  isBeta: z.boolean(),
  betaFeature: betaFeatureRow.nullable(),
});

/**
 * The fields of an agreement record as the spec sends them (part 1 §3, part 2 §7). Whoever agrees is
 * the caller: user_id and company_id, when sent, must be its own (else 404), and the company and
 * feature names are read from their records, never taken from the request.
 */
const agreementRecord = {
  user_id: id.optional(),
  company_id: id.optional(),
  company_name: text.max(TENANT_LIMITS.companyNameMax).optional(),
  location_menu: text.trim().min(1).max(120),
};
/** Saving records an agreement: the spec's flag, when sent, is T. */
const agreed = z.literal('T').optional();

export const featureAgreementRequest = z.object({
  ...agreementRecord,
  feature_id: id,
  feature_name: text.max(120).optional(),
  is_marketing_services_agreement_feature: agreed,
});
export const developerAgreementRequest = z.object({
  ...agreementRecord,
  is_marketing_services_agreement_developer: agreed,
});
/** A read's user_id (the spec sends it): the caller's own, else 404. */
export const agreementReadQuery = z.object({ user_id: id.optional() });
export const agreementStatus = z.object({ status: flag });
/** The spec reads is_marketing_services_agreement_developer; status stays beside it. */
export const developerAgreementStatus = agreementStatus.extend({
  is_marketing_services_agreement_developer: flag,
  /** Ours: the developer billing agreement, asked after it (T once agreed). */
  billing: flag,
});
/** The developer billing agreement: where it was agreed to (the spec's agreement records carry it). */
export const developerBillingAgreementRequest = z.object({ location_menu: agreementRecord.location_menu });

export const roleModuleInput = z.object({
  module: z.enum(ROLE_MODULES),
  enable: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export const roleUpsertRequest = z.object({
  companyID: id,
  roleID: id.optional().nullable(),
  roleName: text.trim().min(1, 'Enter the role name.').max(80),
  modules: z.array(roleModuleInput).max(ROLE_MODULES.length),
});
export const roleRow = z.object({
  id: z.number(),
  role_name: z.string(),
  modules: z.array(roleModuleInput),
});
export const roleList = z.object({ roles: z.array(roleRow) });

export const betaFeatureUpdateRequest = z.object({ is_beta: z.boolean(), apply_to_all_agency: z.boolean() });
export const betaUserRequest = z.object({
  user_id: id,
  enabled: z.boolean(),
});
/** A user let into a beta feature, as the beta-feature screen lists it (issue 23 point 13). */
export const betaUserRow = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
});
export const betaFeatureList = z.object({
  features: z.array(
    betaFeatureRow.extend({ beta_user_ids: z.array(z.number()), beta_users: z.array(betaUserRow) }),
  ),
});
