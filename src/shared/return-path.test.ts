import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

/** Twenty hostile `next` values: none may leave the site, none may break a Location header. */
export const HOSTILE_NEXT = [
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

describe('returnPath', () => {
  it('keeps a path on this site', () => {
    expect(returnPath('/account/bookings?when=past#list', '/')).toBe('/account/bookings?when=past#list');
    expect(returnPath('/sw/service/12', '/')).toBe('/sw/service/12');
  });

  it.each(HOSTILE_NEXT.map((value) => [JSON.stringify(value).slice(0, 40), value]))(
    'never leaves the site nor breaks a header for %s',
    (_, value) => {
      const path = returnPath(value, '/');
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      expect(() => new Headers({ Location: path })).not.toThrow();
      // '/%0d%0a…' is a harmless path on this site: encoded, it stays one header.
      expect(path).not.toMatch(/[\s\\]/);
    },
  );
});
