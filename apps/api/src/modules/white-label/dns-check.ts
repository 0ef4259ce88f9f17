// Checks a custom domain's DNS record (issue 14): the CNAME at the domain must name the agency's host.
// The resolver asks DNS_SERVERS ('1.1.1.1,8.8.8.8', '127.0.0.1:5353') when set, else the system's servers.
import { promises as dns } from 'node:dns';
import type { Config } from '../../platform/config.ts';

export type DnsCheck = { verified: boolean; found: string };

export function resolverOf(config: Pick<Config, 'DNS_SERVERS'>): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 });
  const servers = (config.DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (servers.length > 0) resolver.setServers(servers);
  return resolver;
}

const bare = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'error';

async function addressesOf(resolver: dns.Resolver, domain: string): Promise<string[]> {
  try {
    return await resolver.resolve4(domain);
  } catch {
    return [];
  }
}

/** Whether `domain` has a CNAME to `target`, and what was found, as a sentence for the panel. */
export async function checkCname(resolver: dns.Resolver, domain: string, target: string): Promise<DnsCheck> {
  try {
    const names = (await resolver.resolveCname(domain)).map(bare);
    if (names.includes(bare(target)))
      return { verified: true, found: `CNAME ${domain} → ${names.join(', ')}` };
    return { verified: false, found: `CNAME ${domain} → ${names.join(', ')} (expected ${target})` };
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENODATA' || code === 'ENOTFOUND') {
      const addresses = await addressesOf(resolver, domain);
      if (addresses.length > 0)
        return {
          verified: false,
          found: `No CNAME record at ${domain}; it has A records ${addresses.join(', ')}`,
        };
      return {
        verified: false,
        found: code === 'ENOTFOUND' ? `${domain} does not exist in DNS yet` : `No CNAME record at ${domain}`,
      };
    }
    if (code === 'ETIMEOUT' || code === 'ECONNREFUSED')
      return { verified: false, found: 'The DNS servers did not answer; try again in a minute' };
    return { verified: false, found: `The DNS lookup failed (${code})` };
  }
}
