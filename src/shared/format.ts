/** 'Ksh min - max', 0 standing in for a missing value (spec: service card). */
export function formatPriceRange(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  return `Ksh ${minPrice ?? 0} - ${maxPrice ?? 0}`;
}

/** A Kenyan number written locally (0712 345 678, even as +0712345678) with the country code instead. */
export function kenyanInternational(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return /^0\d{9}$/.test(digits) ? `+254${digits.slice(1)}` : phoneNumber;
}

/** The chat link for a phone number: wa.me wants the international number in digits only. */
export function whatsappLink(phoneNumber: string, text?: string): string {
  const digits = kenyanInternational(phoneNumber).replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}
