/**
 * What a push service and a browser do with a Web Push message, in Web Crypto: check the sender's
 * VAPID JWT (RFC 8292) and decrypt the aes128gcm body (RFC 8291 over RFC 8188), as the browser
 * holding the subscription's private key would.
 */
const subtle = globalThis.crypto.subtle;
type Bytes = Uint8Array<ArrayBuffer>;
const text = new TextEncoder();

export const b64u = {
  encode: (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url'),
  decode: (value: string): Bytes => Uint8Array.from(Buffer.from(value, 'base64url')),
};

const concat = (...parts: Bytes[]): Bytes => Uint8Array.from(Buffer.concat(parts));

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number) {
  const key = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export async function browserKeys() {
  const pair = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey, auth: crypto.getRandomValues(new Uint8Array(16)) };
}

export type BrowserKeys = Awaited<ReturnType<typeof browserKeys>>;

/** Decrypts an aes128gcm body for these keys; throws when it is not one. */
export async function decrypt(body: Bytes, keys: BrowserKeys): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderKey = body.slice(21, 21 + idLength);
  const sender = await subtle.importKey('raw', senderKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await subtle.deriveBits({ name: 'ECDH', public: sender }, keys.privateKey, 256));
  const keyInfo = concat(text.encode('WebPush: info\0'), keys.publicKey, senderKey);
  const ikm = await hkdf(keys.auth, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12);
  const aes = await subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const record = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, body.slice(21 + idLength)));
  // The last record ends with the delimiter 2, then padding zeros (RFC 8188 §2).
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end -= 1;
  if (record[end] !== 2) throw new Error('no last-record delimiter');
  return new TextDecoder().decode(record.slice(0, end));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks an `Authorization: vapid t=…, k=…` header: the JWT is ES256, signed by k, for this
 * origin, not expired and not more than 24 hours ahead, with a contact. The problem, or null.
 */
export async function vapidProblem(header: string | undefined, origin: string, expectedKey: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'missing or malformed vapid Authorization';
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== expectedKey) return 'k is not the key the subscription was made with';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header64 = JSON.parse(new TextDecoder().decode(b64u.decode(head))) as { alg?: string };
  if (header64.alg !== 'ES256') return 'JWT is not ES256';
  const key = await subtle.importKey('raw', b64u.decode(k), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = await subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    b64u.decode(signature),
    text.encode(`${head}.${claims}`),
  );
  if (!signed) return 'JWT signature does not verify with k';
  const body = JSON.parse(new TextDecoder().decode(b64u.decode(claims))) as Partial<VapidClaims>;
  if (body.aud !== origin) return `aud is ${body.aud}, not ${origin}`;
  const seconds = Math.floor(now / 1000);
  if (!body.exp || body.exp <= seconds || body.exp > seconds + 86_400) return 'exp is not within the next 24 hours';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'sub is not a mailto: or https: contact';
  return null;
}
