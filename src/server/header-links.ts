import { subcategoryPath, type Category } from '#shared/categories';
import { PICKER_TOWNS, locationPath } from '#shared/locations';

/** Links the header bar and the phone menu share: one list for both. */
export const HEADER_LINKS = [
  { label: 'Blogs', href: '/blogs' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
];

export const LOCATION_LINKS = [{ label: 'All Locations', href: '/all-services' }]
  .concat(PICKER_TOWNS.map((town) => ({ label: town, href: locationPath(town) })))
  .concat({ label: 'Near me', href: '/near-me' });

export const subcategoryLinks = (category: Category) =>
  category.subcategories.map((sub) => ({ label: sub.title, href: subcategoryPath(category.id, sub.slug) }));
