import { subcategoryPath, type Category } from '#shared/categories';
import { PICKER_TOWNS, locationPath } from '#shared/locations';
import type { Translate } from '#shared/i18n/translate';
import { subcategoryTitle } from '#shared/i18n/catalogue-names';

/** Links the header bar and the phone menu share: one list for both, in the page's language. */
export const headerLinks = (t: Translate) => [
  { label: t('nav.listBusiness'), href: t.path('/list-your-business') },
  { label: t('nav.blogs'), href: t.path('/blogs') },
  { label: t('nav.about'), href: t.path('/about') },
  { label: t('nav.contact'), href: t.path('/contact') },
];

/** The account menu for someone not signed in. */
export const visitorLinks = (t: Translate) => [
  { label: t('header.signIn'), href: t.path('/signin') },
  { label: t('header.signUp'), href: t.path('/signup-options') },
];

export const locationLinks = (t: Translate) =>
  [{ label: t('nav.allLocations'), href: t.path('/all-services') }]
    .concat(PICKER_TOWNS.map((town) => ({ label: town, href: t.path(locationPath(town)) })))
    .concat({ label: t('nav.nearMe'), href: t.path('/near-me') });

export const subcategoryLinks = (category: Category, t: Translate) =>
  category.subcategories.map((sub) => ({
    label: subcategoryTitle(t, category.id, sub.slug),
    href: t.path(subcategoryPath(category.id, sub.slug)),
  }));

/** The footer's lists. */
export const quickLinks = (t: Translate) => [
  { label: t('nav.listBusiness'), href: t.path('/list-your-business') },
  { label: t('nav.about'), href: t.path('/about') },
  { label: t('nav.blogs'), href: t.path('/blogs') },
  { label: t('nav.contact'), href: t.path('/contact') },
  { label: t('nav.terms'), href: t.path('/terms') },
];

const POPULAR = [
  ['beauty', 'makeup'],
  ['hair', 'braiding'],
  ['fashion', 'african'],
  ['health', 'skin-consultation'],
] as const;
export const popularCategoryLinks = (t: Translate) =>
  POPULAR.map(([category, sub]) => ({
    label: subcategoryTitle(t, category, sub),
    href: t.path(subcategoryPath(category, sub)),
  }));
