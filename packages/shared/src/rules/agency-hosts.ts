// Which host names an agency may take (issue 14): a subdomain under the platform's domain, and a custom
// domain of its own. Run by the web form and the API alike; "taken" is the API's (it needs the database).
import { RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '../contracts/tenants.ts';
import { messages } from '../messages.ts';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The problem of a subdomain label, or null. */
export function subdomainProblem(raw: string): string | null {
  const subdomain = raw.trim().toLowerCase();
  if (subdomain === '') return messages.subdomainRequired;
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return messages.subdomainInvalid;
  if (RESERVED_SUBDOMAINS.has(subdomain) || subdomain === 'localhost') return messages.subdomainReserved;
  return null;
}

/**
 * The problem of a custom domain, or null: a host name of at least two labels with a non-numeric top
 * label, not localhost or an IP address, and neither the platform's domain nor a host under it (that
 * would take over the platform's or another agency's site).
 */
export function customDomainProblem(raw: string, platformDomain: string | null): string | null {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  const ipv6 = /^\[?[0-9a-f:]+\]?$/.test(domain) && domain.includes(':');
  if (domain === 'localhost' || domain.endsWith('.localhost') || IPV4.test(domain) || ipv6)
    return messages.customDomainLocal;
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)))
    return messages.customDomainInvalid;
  if (/^\d+$/.test(labels.at(-1) ?? '')) return messages.customDomainInvalid;
  const platform = platformDomain?.toLowerCase() ?? null;
  if (platform && (domain === platform || domain.endsWith(`.${platform}`)))
    return messages.customDomainPlatform;
  return null;
}
