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

  it('keeps every price range valid', () => {
    for (const l of listings) {
      expect(l.minPrice).toBeGreaterThanOrEqual(100);
      expect(l.maxPrice).toBeGreaterThanOrEqual(l.minPrice);
    }
  });
});
