/** 'Ksh min - max', 0 standing in for a missing value (spec: service card). */
export function formatPriceRange(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  return `Ksh ${minPrice ?? 0} - ${maxPrice ?? 0}`;
}

/** The chat link for a phone number: wa.me wants digits only, so the leading plus goes. */
export function whatsappLink(phoneNumber: string, text?: string): string {
  const digits = phoneNumber.replace(/^\+/, '').replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}
