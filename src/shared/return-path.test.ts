import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';
import { HOSTILE_NEXT } from '../../tests/support/hostile-values';

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
