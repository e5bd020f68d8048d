import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups ("::1" → 0,0,0,0,0,0,0,1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/**
 * The requester as the limits see it. One IPv6 subscriber holds a whole /64, so its addresses
 * count as one client; an IPv4 address seen through IPv6 ("::ffff:203.0.113.7") is that IPv4
 * address. Hashed, so the limits' records hold no address.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let network = mapped ? mapped[1]! : address;
  if (!mapped && isIPv6(address)) {
    network = ipv6Groups(address)
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':');
    network = `${network}::/64`;
  }
  return createHash('sha256').update(network).digest('hex').slice(0, 32);
}
