import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/categories';
import { PICKER_TOWNS, townOf } from '#shared/locations';
import { createRandom } from './random';
import { sampleCatalogue } from './sample-catalogue';

describe('sample catalogue', () => {
  const listings = sampleCatalogue(createRandom(20261122));

  it('is deterministic and large enough', () => {
    expect(listings.length).toBeGreaterThanOrEqual(60);
    expect(sampleCatalogue(createRandom(20261122))).toEqual(listings);
  });

  it('covers every subcategory, picker town and spec sample location', () => {
    for (const category of CATEGORIES) {
      for (const sub of category.subcategories) {
        expect(listings.some((l) => l.category === category.id && l.subcategory === sub.slug)).toBe(true);
      }
    }
    const towns = new Set(listings.map((l) => townOf(l.location)));
    for (const town of PICKER_TOWNS) expect(towns).toContain(town);
    const locations = new Set(listings.map((l) => l.location));
    for (const spec of ['Nairobi CBD', 'Westlands', 'Kiambu', 'Thika', 'Nakuru', 'Kisumu', 'Karen']) {
      expect(locations).toContain(spec);
    }
  });

  it('gives every provider one trade and one to five listings of it, described for their kind', () => {
    const byProvider = new Map<number, typeof listings>();
    for (const l of listings) byProvider.set(l.sellerIndex, [...(byProvider.get(l.sellerIndex) ?? []), l]);
    for (const own of byProvider.values()) {
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(new Set(own.map((l) => l.category)).size).toBe(1);
    }
    const braids = listings.find((l) => l.subcategory === 'braiding')!;
    const laundry = listings.find((l) => l.subcategory === 'laundry')!;
    expect(braids.description).toMatch(/braids/i);
    expect(laundry.description).toMatch(/laundry/i);
  });

  it('keeps every price range valid', () => {
    for (const l of listings) {
      expect(l.minPrice).toBeGreaterThanOrEqual(100);
      expect(l.maxPrice).toBeGreaterThanOrEqual(l.minPrice);
    }
  });
});
