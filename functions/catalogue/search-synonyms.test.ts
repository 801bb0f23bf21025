import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { search } from './service';
import { toFtsQuery } from './search-query';

/** Searching in Kiswahili finds the listings written in English (decision 020). */
const platform = createTestPlatform();
afterAll(() => platform.close());

async function idsFor(text: string, filter = {}) {
  const found = await search(platform.db, text, filter, { page: 1, limit: 100 });
  return new Set(found.items.map((listing) => String(listing.id)));
}
const union = (...sets: Array<Set<string>>) => new Set(sets.flatMap((set) => [...set]));

describe('search in Kiswahili', () => {
  it.each([
    ['kusuka', ['braid']],
    ['nywele', ['hair']],
    ['urembo', ['beauty']],
    ['harusi', ['wedding', 'bridal']],
    ['vipodozi', ['makeup']],
    ['kucha', ['nail']],
    ['picha', ['photo']],
    ['usafi', ['cleaning']],
  ])('"%s" finds the same listings as %j', async (swahili, english) => {
    const expected = union(...(await Promise.all(english.map((word) => idsFor(word)))));
    expect(expected.size).toBeGreaterThan(0);
    expect(await idsFor(swahili)).toEqual(expected);
  });

  it('works beside other words and filters, in any case', async () => {
    expect(await idsFor('Nairobi Kusuka')).toEqual(await idsFor('nairobi braid'));
    expect(await idsFor('nywele', { category: 'hair' })).toEqual(await idsFor('hair', { category: 'hair' }));
  });

  it('asks the index for either word, the English as a prefix', () => {
    expect(toFtsQuery('kusuka')).toBe('("kusuka"* OR "braid"*)');
    expect(toFtsQuery('harusi nairobi')).toBe('("harusi" OR "wedding"* OR "bridal"*) AND "nairobi"*');
  });
});
