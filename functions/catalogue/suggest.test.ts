import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { COUNT_CAP } from '#shared/catalogue-query';
import { searchPage } from './search-page';
import { editDistance, suggestQuery } from './suggest';

/** Small typos forgiven and results counted, on the sample catalogue. */
const platform = createTestPlatform();
afterAll(() => platform.close());
const paging = { page: 1, limit: 12 };

describe('search', () => {
  it('measures edits as a person types them: a swap of two letters is one', () => {
    expect(editDistance('brades', 'braids', 2)).toBe(2);
    expect(editDistance('nials', 'nails', 2)).toBe(1);
    expect(editDistance('makeup', 'makeup', 2)).toBe(0);
    expect(editDistance('photography', 'hair', 2)).toBe(3);
  });

  it('finds braids for "brades", says so, and counts the results', async () => {
    expect(await suggestQuery(platform.db, 'brades')).toBe('braids');
    const found = await searchPage(platform.db, 'brades', {}, paging);
    expect(found.shownFor).toBe('braids');
    expect(found.total).toBeGreaterThan(0);
    expect(found.page.items.length).toBe(Math.min(found.total ?? 0, paging.limit));
  });

  it('leaves a query that finds something as it is, and has nothing to offer for nonsense', async () => {
    const found = await searchPage(platform.db, 'braids', {}, paging);
    expect(found.shownFor).toBeNull();
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(COUNT_CAP + 1);
    expect(await suggestQuery(platform.db, 'qqqqzzzz')).toBeNull();
    const nothing = await searchPage(platform.db, 'qqqqzzzz', {}, paging);
    expect(nothing).toMatchObject({ total: 0, shownFor: null });
  });
});
