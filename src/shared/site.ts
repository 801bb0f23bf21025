/** Facts about the site itself shown in the header, footer and metadata. */
export const SITE_NAME = 'Mabinti';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/mabintikenya' },
  { label: 'Instagram', href: 'https://www.instagram.com/mabintikenya' },
  { label: 'Twitter', href: 'https://twitter.com/mabintikenya' },
] as const;
