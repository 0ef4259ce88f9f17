// Client addresses, one spelling each (issue 12 item 4). An address arrives as the socket or a trusted
// proxy wrote it, and one IPv4 address has many IPv6 spellings (::ffff:10.0.0.9, ::FFFF:a00:9, …):
// every per-address limit and the daily lead cap count by `sourceAddressKey`, so no spelling and no
// rotation inside one subscriber's IPv6 network escapes them.
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address parsed, an IPv4-mapped IPv6 address as its IPv4 address (a dotted IPv4 address stays
 * its text: node:net accepts only the one spelling); null when it is none.
 */
function parsed(ip: string): string | ipaddr.IPv6 | null {
  // node:net is the strict judge (no "010.1" or "12" shorthands); ipaddr.js reads what it passed.
  const family = net.isIP(ip);
  if (family === 4) return ip;
  if (family === 0) return null;
  try {
    const address = ipaddr.process(ip);
    return address.kind() === 'ipv4' ? address.toString() : (address as ipaddr.IPv6);
  } catch {
    // The two parsers disagree on some zone id: then it is no address we key by network.
    return null;
  }
}

/** The address as it is stored: IPv4 dotted, IPv6 in its canonical form (RFC 5952). */
export function normalAddress(ip: string): string {
  const text = ip.trim().toLowerCase();
  const address = parsed(text);
  if (address === null || typeof address === 'string') return address ?? text;
  return address.toRFC5952String();
}

/**
 * The key an address is limited by: an IPv4 address as it is, an IPv6 address by its /64 network,
 * which one subscriber usually holds whole (rotating inside it is free). Any string has a key: one
 * that is no address is its own, trimmed and lower-cased.
 */
export function sourceAddressKey(ip: string): string {
  const text = ip.trim().toLowerCase();
  const address = parsed(text);
  if (address === null || typeof address === 'string') return address ?? text;
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
