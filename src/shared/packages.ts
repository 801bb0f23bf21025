/**
 * Seller packages (spec section 9). The database is seeded from this list; the API reads the
 * database, and pages and forms import these facts for display and validation.
 */

export const PACKAGE_IDS = ['basic', 'standard', 'premium'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface SellerPackage {
  id: PackageId;
  name: string;
  /** Ksh for one period (PACKAGE_PERIOD_DAYS). */
  price: number;
  recommended: boolean;
  features: string[];
  photoUploads: number;
  videoUploads: number;
  /** Live listings come first, marked "Featured", in turn with other featured sellers. */
  featured: boolean;
}

/** How long a paid package runs; renewing adds another period. */
export const PACKAGE_PERIOD_DAYS = 30;
export const PACKAGE_PERIOD_MS = PACKAGE_PERIOD_DAYS * 24 * 60 * 60 * 1000;

// "Mabinti Community Access" was listed here once; no such thing exists, so no card promises it
// (docs/decisions/012-payments.md).
const INCLUDED: string[] = ['packageFeatures.booking'];

export const SELLER_PACKAGES: readonly SellerPackage[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 800,
    recommended: false,
    features: ['packageFeatures.onePhoto', 'packageFeatures.noVideo', ...INCLUDED],
    photoUploads: 1,
    videoUploads: 0,
    featured: false,
  },
  {
    id: 'standard',
    name: 'Standard',
    price: 1500,
    recommended: true,
    features: ['packageFeatures.twoPhotos', 'packageFeatures.noVideo', ...INCLUDED],
    photoUploads: 2,
    videoUploads: 0,
    featured: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 2500,
    recommended: false,
    features: ['packageFeatures.threePhotos', 'packageFeatures.oneVideo', 'packageFeatures.featured', ...INCLUDED],
    photoUploads: 3,
    videoUploads: 1,
    featured: true,
  },
];

export function findPackage(id: string | null | undefined): SellerPackage | undefined {
  return SELLER_PACKAGES.find((p) => p.id === id);
}

export const isPackageId = (value: unknown): value is PackageId =>
  typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
