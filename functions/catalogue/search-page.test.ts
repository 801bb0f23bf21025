import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../tests/support/test-platform';
import { kmFrom, placeInQuery, searchPage } from './search-page';
import { search } from './service';

/**
 * Searches as people type them: a place among the words, everyday words for a service,
 * and something to go on with when nothing matches.
 */
const platform = createTestPlatform();
afterAll(() => platform.close());
const paging = { page: 1, limit: 24 };

describe('search as people type it', () => {
  it('takes a known place out of the words, two-word places first', () => {
    expect(placeInQuery('makeup westlands')).toMatchObject({ words: 'makeup', place: { name: 'Westlands' } });
    expect(placeInQuery('Nairobi CBD nails')).toMatchObject({ words: 'nails', place: { name: 'Nairobi CBD' } });
    expect(placeInQuery('massage in karen')).toMatchObject({ words: 'massage in', place: { name: 'Karen' } });
    // A place alone is searched as words: the location column finds its listings.
    expect(placeInQuery('westlands')).toBeNull();
    expect(placeInQuery('braids')).toBeNull();
  });

  it('orders "makeup westlands" nearest Westlands first, with every makeup listing', async () => {
    const found = await searchPage(platform.db, 'makeup westlands', {}, paging);
    const everywhere = await search(platform.db, 'makeup', {}, paging);
    expect(found.near?.name).toBe('Westlands');
    expect(found.total).toBe(everywhere.total);
    expect(found.total).toBeGreaterThan(0);
    const distances = found.page.items.map((listing) => kmFrom(found.near!, listing) ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds a service by its everyday names', async () => {
    const ids = async (text: string) =>
      new Set(
        (await search(platform.db, text, {}, { page: 1, limit: 100 })).items.map((listing) => String(listing.id)),
      );
    const locs = await ids('locs');
    expect(locs.size).toBeGreaterThan(0);
    for (const id of locs) expect(await ids('dreadlocks')).toContain(id);
    expect((await ids('barber')).size).toBeGreaterThan(0);
    expect((await ids('kinyozi')).size).toBeGreaterThan(0);
    expect((await ids('pedicure')).size).toBeGreaterThan(0);
  });

  it('offers the nearest services to a place, or popular ones, when nothing matches', async () => {
    const atKaren = await searchPage(platform.db, 'qqxzzq karen', {}, paging);
    expect(atKaren.total).toBe(0);
    expect(atKaren.offered.length).toBeGreaterThan(0);
    const km = atKaren.offered.map((listing) => kmFrom(atKaren.near!, listing) ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const anywhere = await searchPage(platform.db, 'qqxzzq', {}, paging);
    expect(anywhere.near).toBeNull();
    expect(anywhere.offered.length).toBeGreaterThan(0);
    // Results are found, nothing is offered.
    expect((await searchPage(platform.db, 'braids', {}, paging)).offered).toEqual([]);
  });

  it('narrows results to a town', async () => {
    const inNakuru = await searchPage(platform.db, 'hair', { location: 'Nakuru' }, paging);
    expect(inNakuru.page.items.length).toBeGreaterThan(0);
    expect(inNakuru.page.items.every((listing) => listing.town === 'Nakuru')).toBe(true);
  });
});
