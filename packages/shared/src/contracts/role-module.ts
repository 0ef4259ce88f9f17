// The spec's role/module response (part 1 §3 "Role/module response", read by GET
// /configuration/role-module/getrolemodule/…). The spec lists the fields and no meaning for most;
// each comment says what the field carries here and which spec lines it follows.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, PAYMENT_TERMS } from '../constants.ts';
import { appearance } from './domain-info.ts';
import { betaFeatureRow, moduleNaming, paymentAccountStates, rolePermissions } from './shell.ts';
import { selectedModule, selectedTerm } from './tenants.ts';

const flag = z.enum(['T', 'F']);
const moduleKind = z.enum(LEAD_MODULE_KINDS);

/**
 * The onboarding of the agency the caller works under (its owner's profile setup and card, the
 * agency's payment account: part 1 §4 "Setup", "Forced pages", "Payment account status").
 */
export const agencyOnboardingStatus = z.object({
  profile_setup_completed: flag,
  card_set_up: z.boolean(),
  account_connected: z.boolean(),
  /** T once all three are done. */
  completed: flag,
});

export const roleModuleResponse = z.object({
  isBeta: z.boolean(),
  betaFeature: betaFeatureRow.nullable(),
  /** The caller's agency has a failed payment (part 1 §4 "agency payment failure forces Card Setting"). */
  paymentStatusFailed: z.boolean(),
  /**
   * The products the caller's agency may sell (part 2 §3 selected_modules), or ['paymentfailed'] while
   * its payment failed, as the client setup check's accessmodule says it (part 1 §4 "Forced pages").
   */
  accessmodule_agency: z.array(z.union([moduleKind, z.literal('paymentfailed')])),
  /**
   * Beside paymentStatusFailed (part 1 §3): the failed payment of the caller's own company. fcampid:
   * the public id of the first campaign that failure paused (null: none); finamt: what its failed
   * invoices owe, in dollars ('0.00': nothing failed).
   */
  fcampid: z.string().nullable(),
  finamt: z.string(),
  /** The modules the agency's configuration names (part 1 §1: enhance and b2b need a name and url). */
  agencyFilteredModules: z.array(moduleKind),
  /** The lead modules' names and slugs the agency's side menu shows, and the platform root's own. */
  agency_side_menu: moduleNaming,
  rootsidemenu: moduleNaming,
  /** The caller's sidebar entries (part 1 §2 "Sidebar entries"). */
  sidemenu: z.array(z.string()),
  agency_onboarding_status: agencyOnboardingStatus,
  is_whitelabeling: flag,
  /** The colours the caller's company inherits from the companies above it (part 1 §1 white labelling). */
  colors_parent: appearance,
  /** The payment terms the caller's agency offers (part 2 §1: Weekly, Monthly, One Time, Prepaid). */
  paymenttermlist: z.array(z.enum(PAYMENT_TERMS)),
  /** The terms and products a new agency of the platform starts with (the root's own selection). */
  rootPaymentTermsNewAgencies: z.array(selectedTerm),
  agencyDefaultModules: z.array(selectedModule),
  modules: rolePermissions,
  setupcomplete: flag,
  accountconnected: paymentAccountStates,
  package_id: z.string().nullable(),
  paymentgateway: z.string(),
});
export type RoleModuleResponse = z.infer<typeof roleModuleResponse>;
export type AgencyOnboardingStatus = z.infer<typeof agencyOnboardingStatus>;
