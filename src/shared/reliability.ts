/** Reliability figures (decision 015) and how they read. */

/** A provider's figure is shown once this many of their bookings have been confirmed. */
export const RELIABILITY_MIN_CONFIRMED = 10;

export interface ProviderReliability {
  /** Bookings they confirmed. */
  confirmed: number;
  /** Of those, the ones they did not cancel afterwards. */
  kept: number;
}

export interface ClientRecord {
  /** Past visits that took place or were missed. */
  visits: number;
  noShows: number;
}

/** The figures a service page shows ('Kept 19 of 20 confirmed bookings (95%)'), or null while too few to mean much. */
export function shownReliability({
  confirmed,
  kept,
}: ProviderReliability): (ProviderReliability & { share: number }) | null {
  if (confirmed < RELIABILITY_MIN_CONFIRMED) return null;
  return { confirmed, kept, share: Math.round((kept / confirmed) * 100) };
}
