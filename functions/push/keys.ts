/**
 * A VAPID key pair (RFC 8292) in the form the settings take: the public key as an uncompressed
 * P-256 point and the private key as its scalar, both base64url. `npm run push:keys` prints one;
 * the demo makes one once.
 */
export async function makeVapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d! };
}
