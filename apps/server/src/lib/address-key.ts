import ipaddr from 'ipaddr.js';

/**
 * What per-address limits count by: an IPv4 address as itself (also when written inside IPv6),
 * an IPv6 address by its /64 network. One subscriber, one phone or one server gets a whole /64
 * and can pick any address in it, so counting single IPv6 addresses would give them unlimited
 * sign-ups, searches and sockets (as Cloudflare and GitHub count IPv6 by prefix).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`).toString()}/64`;
}
