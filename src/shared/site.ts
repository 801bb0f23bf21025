/** Facts about the site itself shown in the header, footer and metadata. */
export const SITE_NAME = 'Mabinti';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/mabintikenya' },
  { label: 'Instagram', href: 'https://www.instagram.com/mabintikenya' },
  { label: 'Twitter', href: 'https://twitter.com/mabintikenya' },
] as const;

export const QUICK_LINKS = [
  { label: 'About Us', href: '/about' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Terms of Service', href: '/terms' },
] as const;

export const POPULAR_CATEGORY_LINKS = [
  { label: 'Makeup', href: '/services/beauty/makeup' },
  { label: 'Braiding', href: '/services/hair/braiding' },
  { label: 'African Wear', href: '/services/fashion/african' },
  { label: 'Skin Consultation', href: '/services/health/skin-consultation' },
] as const;
