/**
 * Which proxies' `X-Forwarded-For` to believe (TRUST_PROXY): none (the default), a number of
 * hops, or a list of proxy addresses (IPv4 CIDR ranges allowed). Anyone can send the header, so
 * it is read only from the right, and only across proxies we were told about.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a number of proxy hops from 0 to 10, or a list of proxy addresses');
    return { kind: 'hops', hops };
  }
  const entries = text.split(',').map((item) => item.trim().toLowerCase());
  for (const entry of entries) {
    if (!isIpv4Cidr(entry) && !isIpv4(entry) && !isIpv6(entry)) {
      throw new Error(`"${entry}" is not an IP address or IPv4 range (for example 10.0.0.0/8)`);
    }
  }
  return { kind: 'list', entries };
}

/** A line for each range wider than a /8: believing one is believing almost anyone (production refuses them). */
export const tooWideRanges = (trust: TrustProxy) =>
  (trust.kind === 'list' ? trust.entries : [])
    .filter((entry) => entry.includes('/') && Number(entry.split('/')[1]) < 8)
    .map(
      (range) =>
        `TRUST_PROXY: ${range} believes X-Forwarded-For from almost any address, so callers could choose the address their limits count; name your proxies (a /8 or narrower)`,
    );

/**
 * The visitor's address: the socket's peer, or, behind trusted proxies, the address the nearest
 * untrusted hop gave. Never an address a client could choose by sending the header itself.
 */
export function clientAddress(peer: string, forwardedFor: string | null | undefined, trust: TrustProxy): string {
  const socket = normalise(peer);
  if (trust.kind === 'none' || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((item) => normalise(item.trim()))
    .filter(Boolean);
  const hops = [...chain, socket];
  if (trust.kind === 'hops') return hops[Math.max(0, hops.length - 1 - trust.hops)]!;
  let index = hops.length - 1;
  while (index > 0 && isTrusted(hops[index]!, trust.entries)) index--;
  return hops[index]!;
}

function normalise(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  return lower.startsWith('::ffff:') && isIpv4(lower.slice(7)) ? lower.slice(7) : lower;
}

const isIpv4 = (text: string) =>
  /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(text) && text.split('.').every((part) => Number(part) <= 255);
const isIpv4Cidr = (text: string) => {
  const [address, bits] = text.split('/');
  return bits !== undefined && isIpv4(address!) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
};
const isIpv6 = (text: string) => /^[0-9a-f:]+$/.test(text) && text.includes(':');

const ipv4Number = (text: string) => text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function isTrusted(address: string, entries: string[]): boolean {
  return entries.some((entry) => {
    if (!entry.includes('/')) return entry === address;
    if (!isIpv4(address)) return false;
    const [range, bits] = entry.split('/');
    const size = 2 ** (32 - Number(bits));
    return Math.floor(ipv4Number(address) / size) === Math.floor(ipv4Number(range!) / size);
  });
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64. One home
 * or phone is given a whole /64 and may rotate through it at will, so counting each address
 * would let one person act as millions.
 */
export function addressGroup(address: string): string {
  if (!isIpv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
