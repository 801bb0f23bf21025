/** Values a hostile visitor sends, shared by the unit tests, the browser tests and bench:abuse. */

/** Twenty hostile `next` values: none may leave the site, none may break a Location header. */
export const HOSTILE_NEXT: readonly string[] = [
  '//evil.example/phish',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'http:evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/\r\nSet-Cookie: x=1',
  '/\u0000',
  '/\u0001x',
  '/caf\u00e9',
  '/\u2028',
  '/\u{1F600}',
  '/\ud800',
  ' /x',
  'javascript:alert(1)',
  '//',
  '/' + 'a'.repeat(600),
  '',
];

/**
 * `value` for a query string as a hostile client sends it: percent-encoded, and a lone surrogate
 * (which no URL can carry as text) as the raw bytes of one, invalid UTF-8 included.
 */
export function asQueryValue(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Names every plain object answers to: a user's word must never find them in a table. */
export const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Full-text search syntax a visitor may type (FTS5 would read it as a query of its own). */
export const FTS_SYNTAX = [
  '"',
  '"a',
  '*',
  'a*b',
  'NEAR(a b)',
  'a OR b',
  'NOT a',
  '^a',
  'name:x',
  '-a',
  '(',
  ')',
  'a AND',
  '{a b}:c',
];
