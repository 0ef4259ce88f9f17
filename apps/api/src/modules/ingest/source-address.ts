// The key an address is limited by: an IPv4 address as it is (also when IPv4-mapped), an IPv6
// address by its /64 network, which one subscriber usually holds whole (rotating inside it is free).
import ipaddr from 'ipaddr.js';

export function sourceAddressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  try {
    const address = ipaddr.process(ip);
    if (address.kind() === 'ipv4') return address.toString();
    const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
  } catch {
    return ip;
  }
}
