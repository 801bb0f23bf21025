import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './search-query';

describe('toFtsQuery', () => {
  it('matches whole words and the last word as a prefix', () => {
    expect(toFtsQuery('Brai')).toBe('"brai"*');
    expect(toFtsQuery('nail  art')).toBe('"nail" AND "art"*');
  });

  it('matches a long last word on the letters the prefix index keeps', () => {
    expect(toFtsQuery('makeup affordable')).toBe('"makeup" AND "affordab"*');
    expect(toFtsQuery('affordable makeup')).toBe('"affordable" AND "makeup"*');
  });

  it('drops FTS syntax, quotes and operators', () => {
    expect(toFtsQuery('"hair" OR (nails) NEAR/2 -x*')).toBe('"hair" AND "or" AND "nails" AND "near" AND "2" AND "x"*');
    expect(toFtsQuery('\'"*^:()')).toBeNull();
  });

  it('keeps letters from any script', () => {
    expect(toFtsQuery('café Ñandú')).toBe('"café" AND "ñandú"*');
  });
});
