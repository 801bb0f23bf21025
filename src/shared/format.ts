/** 'Ksh min - max', 0 standing in for a missing value (spec: service card). */
export function formatPriceRange(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  return `Ksh ${minPrice ?? 0} - ${maxPrice ?? 0}`;
}
