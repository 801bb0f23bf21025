/** Secret tokens (Lucia guide): made at random, stored only as their hash, compared in constant time. */
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 160 random bits, readable in a URL or a header (Lucia guide). */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What is stored instead of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** True when `token` is the one whose hash is `storedHash`, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(hashToken(token)), encoder.encode(storedHash));
}

/** True when two texts are the same, compared in constant time (a cookie against what it should hold). */
export function tokenMatchesText(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return a.length === b.length && constantTimeEqual(a, b);
}
