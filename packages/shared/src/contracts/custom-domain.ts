// An agency's own host names (issue 14, part 2 §7 Settings: PUT /configuration/subdomain,
// PUT /configuration/update-custom-domain, GET /domainsubdomain/{domainorsub}/{hostID}): the requests,
// the DNS record the agency creates, and what the last check found.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { id, text } from './common.ts';

export const subdomainRequest = z.object({
  companyID: id,
  subdomain: text
    .trim()
    .toLowerCase()
    .max(TENANT_LIMITS.subdomainMax + 10),
});
/** An empty domain removes the custom domain. */
export const customDomainRequest = z.object({
  companyID: id,
  domain: text.trim().toLowerCase().max(TENANT_LIMITS.domainMax),
});
export const hostAvailabilityParams = z.object({
  domainorsub: text.trim().toLowerCase().max(TENANT_LIMITS.domainMax),
  hostID: id,
});
export const hostAvailability = z.object({
  available: z.boolean(),
  /** Why it is not available (or that it is), for the field. */
  message: z.string(),
  kind: z.enum(['subdomain', 'domain']),
});

export const dnsRecord = z.object({ type: z.literal('CNAME'), name: z.string(), value: z.string() });
export type DnsRecord = z.infer<typeof dnsRecord>;

export const domainState = z.object({
  subdomain: z.string().nullable(),
  /** The agency's host under the platform's domain (acme.example.com). */
  platform_host: z.string().nullable(),
  domain: z.string().nullable(),
  verified: z.boolean(),
  /** The record to create at the domain's DNS host, while a custom domain is set. */
  record: dnsRecord.nullable(),
  checked_at: z.string().nullable(),
  /** What the last check found at the domain: the CNAME target(s), or why there was none. */
  found: z.string().nullable(),
  message: z.string().optional(),
});
export type DomainState = z.infer<typeof domainState>;
