/**
 * The category tree: route slugs, display titles and the ids earlier clients sent.
 * Imported by pages, the API, the seed and the tests; nothing else may list categories.
 */
export interface Subcategory {
  slug: string;
  title: string;
}

export interface Category {
  id: string;
  title: string;
  /** The id the product's earlier single-page client used; still accepted by the API. */
  legacyId: string;
  subcategories: readonly Subcategory[];
}

const sub = (slug: string, title: string): Subcategory => ({ slug, title });

export const CATEGORIES: readonly Category[] = [
  {
    id: 'beauty',
    title: 'Beauty Services',
    legacyId: 'beautyAndServices',
    subcategories: [
      sub('makeup', 'Makeup'),
      sub('nails', 'Nails'),
      sub('eyebrows-lashes', 'Eyebrows & Lashes'),
      sub('microblading', 'Microblading'),
      sub('tattoo-piercings', 'Tattoo & Piercings'),
      sub('waxing', 'Waxing'),
      sub('asmr-massage', 'ASMR & Massage'),
      sub('hub', 'Beauty Hub'),
    ],
  },
  {
    id: 'hair',
    title: 'Hair Services',
    legacyId: 'hairServices',
    subcategories: [
      sub('braiding', 'Braiding'),
      sub('weaving', 'Weaving'),
      sub('locs', 'Locs'),
      sub('wig-makeovers', 'Wig Makeovers'),
      sub('ladies-haircut', 'Ladies Haircut'),
      sub('complete-care', 'Complete Care'),
    ],
  },
  {
    id: 'health',
    title: 'Health',
    legacyId: 'health',
    subcategories: [
      sub('skin-consultation', 'Skin Consultation'),
      sub('mental-health', 'Mental Health'),
      sub('maternal-care', 'Maternal Care'),
      sub('reproductive-care', 'Reproductive Care'),
    ],
  },
  {
    id: 'fitness',
    title: 'Fitness',
    legacyId: 'fitness',
    subcategories: [
      sub('gym', 'Gym'),
      sub('personal-trainers', 'Personal Trainers'),
      sub('nutritionist', 'Nutritionist'),
    ],
  },
  {
    id: 'fashion',
    title: 'Fashion',
    legacyId: 'fashion',
    subcategories: [
      sub('african', 'African Wear'),
      sub('maasai-wear', 'Maasai Wear'),
      sub('crotchet', 'Crochet'),
      sub('personal-stylist', 'Personal Stylist'),
    ],
  },
  {
    id: 'bridal',
    title: 'Bridal',
    legacyId: 'bridal',
    subcategories: [
      sub('makeup', 'Bridal Makeup'),
      sub('hair', 'Bridal Hair'),
      sub('maids-for-hire', 'Maids for Hire'),
      sub('gowns-for-hire', 'Gowns for Hire'),
    ],
  },
  {
    id: 'flowers-gifts',
    title: 'Flowers & Gifts',
    legacyId: 'flowersAndGifts',
    subcategories: [sub('personalized', 'Personalized'), sub('customized', 'Customized')],
  },
  {
    id: 'home',
    title: 'Home & Lifestyle',
    legacyId: 'homeAndLifestyle',
    subcategories: [sub('cleaning', 'Cleaning'), sub('laundry', 'Laundry')],
  },
  {
    id: 'photography',
    title: 'Photography',
    legacyId: 'photography',
    subcategories: [sub('event', 'Event'), sub('lifestyle', 'Lifestyle'), sub('portrait', 'Portrait')],
  },
];

const byId = new Map<string, Category>();
for (const category of CATEGORIES) {
  byId.set(category.id, category);
  byId.set(category.legacyId, category);
}

/** Finds a category by route slug or by the earlier client's id (case-sensitive, as sent). */
export function findCategory(idOrAlias: string): Category | undefined {
  return byId.get(idOrAlias);
}

export function findSubcategory(category: Category, slug: string): Subcategory | undefined {
  return category.subcategories.find((s) => s.slug === slug);
}

export function subcategoryPath(categoryId: string, subcategorySlug: string): string {
  return `/services/${categoryId}/${subcategorySlug}`;
}

/**
 * Parses '/services/{category}/{subcategory}' (the earlier client's form) or a bare slug pair.
 * Returns undefined when the path is malformed or names no known subcategory.
 */
export function parseSubcategoryPath(path: string): { category: Category; subcategory: Subcategory } | undefined {
  const match = /^\/?services\/([^/]+)\/([^/]+)\/?$/.exec(path.trim());
  if (!match) return undefined;
  const category = findCategory(match[1]!);
  if (!category) return undefined;
  const subcategory = findSubcategory(category, match[2]!);
  return subcategory ? { category, subcategory } : undefined;
}

/** The spec's subcategory page title: hyphens become spaces, each word capitalised, then ' Services'. */
export function subcategoryPageTitle(slug: string): string {
  const words = slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${words.join(' ')} Services`;
}
