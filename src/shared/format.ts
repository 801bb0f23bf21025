/** 'Ksh min - max', 0 standing in for a missing value (spec: service card). */
export function formatPriceRange(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  return `Ksh ${minPrice ?? 0} - ${maxPrice ?? 0}`;
}

/**
 * The chat link for a phone number: wa.me wants the international number in digits only, so the
 * plus goes and a Kenyan number written locally (0712 345 678) gains the country code 254.
 */
export function whatsappLink(phoneNumber: string, text?: string): string {
  const local = phoneNumber.replace(/\D/g, '');
  const digits = /^0\d{9}$/.test(local) ? `254${local.slice(1)}` : local;
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}
