// Domain info (part 1 §3): who brands the page at this host name.
import { z } from 'zod';
import { hostName } from './common.ts';

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

export const domainInfo = z.object({
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
});
export type DomainInfo = z.infer<typeof domainInfo>;
