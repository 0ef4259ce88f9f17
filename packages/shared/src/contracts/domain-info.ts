// Domain info (part 1 §3): who brands the page at this host name.
import { z } from 'zod';
import { PAYMENT_TERMS } from '../constants.ts';
import { hostName } from './common.ts';
import { moduleNaming } from './shell.ts';

export const domainInfoQuery = z.object({ domainorsub: hostName });

export const appearance = z.object({
  sidebarcolor: z.string(),
  templatecolor: z.string(),
  boxcolor: z.string(),
  textcolor: z.string(),
  linkcolor: z.string(),
  fonttheme: z.string(),
});
export type Appearance = z.infer<typeof appearance>;

const domainInfoFields = z.object({
  idsys: z.number(),
  company_id: z.number(),
  company_root_name: z.string(),
  legal_name: z.string().nullable(),
  short_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  state_code: z.string().nullable(),
  state_name: z.string().nullable(),
  domain: z.string().nullable(),
  subdomain: z.string().nullable(),
  phone: z.string().nullable(),
  root_user_name: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  rootcomp: z.enum(['T', 'F']),
  agencyplatformroot: z.enum(['T', 'F']),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  account_requirements: z.array(z.string()),
  appearance,
  /** The payment terms the host's company offers (part 1 §3 "payment term list"). */
  paymenttermlist: z.array(z.enum(PAYMENT_TERMS)),
  /** The side menus' lead modules: names and slugs along the host's company, and its root's own. */
  agency_side_menu: moduleNaming,
  rootsidemenu: moduleNaming,
});
/**
 * The spec reads the domain info inside `params` (part 1 §7 "Domain-info lookup": params, side-menu
 * and payment-term lists); the same fields stay flat beside it, where the web reads them.
 */
export const domainInfo = domainInfoFields.extend({ params: domainInfoFields });
export type DomainInfo = z.infer<typeof domainInfo>;
