import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './search-query';

describe('toFtsQuery', () => {
  it('matches whole words and the last word as a prefix', () => {
    expect(toFtsQuery('Brai')).toBe('"brai"*');
    expect(toFtsQuery('nail  art')).toBe('"nail" "art"*');
  });

  it('matches a long last word on the letters the prefix index keeps', () => {
    expect(toFtsQuery('makeup affordable')).toBe('"makeup" "affordab"*');
    expect(toFtsQuery('affordable makeup')).toBe('"affordable" "makeup"*');
  });

  it('drops FTS syntax, quotes and operators', () => {
    expect(toFtsQuery('"hair" OR (nails) NEAR/2 -x*')).toBe('"hair" "or" "nails" "near" "2" "x"*');
    expect(toFtsQuery('\'"*^:()')).toBeNull();
  });

  it('keeps letters from any script', () => {
    expect(toFtsQuery('café Ñandú')).toBe('"café" "ñandú"*');
  });
});
