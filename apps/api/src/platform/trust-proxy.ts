// TRUST_PROXY: which X-Forwarded-For hops the server believes. `true` would believe any address a
// client writes into the header, and rotating it would defeat every per-IP limit, so it is refused:
// say how many proxies stand in front of the server, or which addresses they have.
import net from 'node:net';

const MAX_PROXY_HOPS = 10;

/** Off, a hop count, or the proxies' addresses and ranges. */
export type TrustedProxies = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends (rotating it defeats the per-IP ' +
  'limits). Write the number of proxies in front of the server (TRUST_PROXY=1) or their addresses ' +
  'and ranges (TRUST_PROXY=10.0.0.2,10.1.0.0/16).';

/** Names proxy-addr (under Fastify) understands for the usual private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses the setting; a string result is the reason it was refused. */
export function parseTrustProxy(raw: string): TrustedProxies | { refused: string } {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return { refused: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // No real chain is this long; a large count would believe whatever a client writes, as `true` does.
    return hops <= MAX_PROXY_HOPS
      ? hops
      : { refused: `TRUST_PROXY: at most ${MAX_PROXY_HOPS} proxies; list them instead.` };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const everyone = entries.filter((entry) => /\/0+$/.test(entry));
  if (everyone.length > 0) {
    return {
      refused: `TRUST_PROXY: ${everyone.join(', ')} trusts every address, as true would; list the proxies.`,
    };
  }
  const wrong = entries.filter((entry) => !isAddressOrRange(entry)).map((entry) => entry || '(empty)');
  if (wrong.length > 0) {
    return {
      refused: `TRUST_PROXY must be false, a number of proxies or proxy addresses and ranges; not an address: ${wrong.join(', ')}`,
    };
  }
  return entries;
}

/**
 * Fastify's `trustProxy`: a list as it is; a hop count as a function, because Fastify now reads a
 * bare number as "trust nothing". A count believes the nearest hops whoever sent them, so it suits
 * servers that only the proxies can reach; the README says so.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
