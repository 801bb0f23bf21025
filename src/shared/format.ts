/** 'Ksh min - max', 0 standing in for a missing value (spec: service card). */
export function formatPriceRange(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  return `Ksh ${minPrice ?? 0} - ${maxPrice ?? 0}`;
}

/** '45 min', '2 h', '1 h 30 min': how long a service takes. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** 'Ksh 1,500': one amount in whole shillings, with thousands separators. */
export const formatKsh = (amount: number): string => `Ksh ${amount.toLocaleString('en-KE')}`;
