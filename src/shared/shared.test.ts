import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory, parseSubcategoryPath, subcategoryPageTitle } from './categories';
import { formatDuration, formatPriceRange } from './format';
import { townOf } from './locations';

describe('categories', () => {
  it('holds exactly the spec route list', () => {
    const routes = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.subcategories.map((s) => s.slug)]));
    expect(routes).toEqual({
      beauty: [
        'makeup',
        'nails',
        'eyebrows-lashes',
        'microblading',
        'tattoo-piercings',
        'waxing',
        'asmr-massage',
        'hub',
      ],
      hair: ['braiding', 'weaving', 'locs', 'wig-makeovers', 'ladies-haircut', 'complete-care'],
      health: ['skin-consultation', 'mental-health', 'maternal-care', 'reproductive-care'],
      fitness: ['gym', 'personal-trainers', 'nutritionist'],
      fashion: ['african', 'maasai-wear', 'crotchet', 'personal-stylist'],
      bridal: ['makeup', 'hair', 'maids-for-hire', 'gowns-for-hire'],
      'flowers-gifts': ['personalized', 'customized'],
      home: ['cleaning', 'laundry'],
      photography: ['event', 'lifestyle', 'portrait'],
    });
  });

  it('accepts the earlier client ids as aliases', () => {
    expect(findCategory('beautyAndServices')?.id).toBe('beauty');
    expect(findCategory('hairServices')?.id).toBe('hair');
    expect(findCategory('flowersAndGifts')?.id).toBe('flowers-gifts');
    expect(findCategory('homeAndLifestyle')?.id).toBe('home');
    expect(findCategory('toString')).toBeUndefined();
  });

  it('parses subcategory paths and rejects anything else', () => {
    expect(parseSubcategoryPath('/services/hair/braiding')?.subcategory.slug).toBe('braiding');
    expect(parseSubcategoryPath('/services/hairServices/braiding')?.category.id).toBe('hair');
    expect(parseSubcategoryPath('/services/hair/makeup')).toBeUndefined();
    expect(parseSubcategoryPath('/services/hair/braiding/x')).toBeUndefined();
    expect(parseSubcategoryPath('braiding')).toBeUndefined();
  });

  it('titles subcategory pages as the spec says', () => {
    expect(subcategoryPageTitle('eyebrows-lashes')).toBe('Eyebrows Lashes Services');
    expect(subcategoryPageTitle('makeup')).toBe('Makeup Services');
  });
});

describe('locations', () => {
  it('maps neighbourhoods and free text to towns', () => {
    expect(townOf('Westlands')).toBe('Nairobi');
    expect(townOf('Nairobi CBD')).toBe('Nairobi');
    expect(townOf('Karen')).toBe('Nairobi');
    expect(townOf('Ruiru')).toBe('Kiambu');
    expect(townOf('Milimani, Kisumu')).toBe('Kisumu');
    expect(townOf('thika')).toBe('Thika');
    expect(townOf('  eldoret ')).toBe('Eldoret');
  });
});

describe('format', () => {
  it('shows prices as the spec, with thousands separators, 0 for missing values', () => {
    expect(formatPriceRange(1500, 3000)).toBe('Ksh 1,500 - 3,000');
    // One price where the two are the same: not "Ksh 800 - 800".
    expect(formatPriceRange(800, 800)).toBe('Ksh 800');
    expect(formatPriceRange(null, undefined)).toBe('Ksh 0');
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, ignoring markup and front matter', async () => {
    const { readingMinutes } = await import('./reading-time');
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingMinutes(`---\ntitle: ${words(500)}\n---\n${words(400)}`)).toBe(2);
    expect(readingMinutes(`## Heading\n\n**${words(10)}** [a link](https://x.example/${words(1)})`)).toBe(1);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});

describe('formatDuration', () => {
  it('reads as people say it', () => {
    expect([15, 60, 90, 300, 600].map((minutes) => formatDuration(minutes))).toEqual([
      '15 min',
      '1 h',
      '1 h 30 min',
      '5 h',
      '10 h',
    ]);
    expect([15, 60, 90].map((minutes) => formatDuration(minutes, 'sw'))).toEqual([
      'dakika 15',
      'saa 1',
      'saa 1 na dakika 30',
    ]);
  });
});
