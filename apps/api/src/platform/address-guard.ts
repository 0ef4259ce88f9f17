// The site check fetches pages users name, and agencies name their SMTP servers (issue 14): neither may become a way to reach the platform's own
// network (loopback, private, link-local, cloud metadata). Checked on every address a host name
// resolves to, at connect time, so a name that changes its answer between check and use cannot slip by.
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 and 6to4 carry IPv4 addresses inside (IPv4-mapped ::ffff:0:0/96 is matched by the rules above).
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, reserved or multicast: not a public web server. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/** A dns lookup for sockets that refuses private answers (unless allowed, for local tests). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? [] : addresses.filter((entry) => isPrivateAddress(entry.address));
      if (addresses.length === 0 || refused.length > 0)
        return callback(new BlockedAddressError(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
