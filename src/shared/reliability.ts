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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The figures a service page shows ('Kept 19 of 20 confirmed bookings (95%)'), or null while too few to mean much. */
export function shownReliability({
  confirmed,
  kept,
}: ProviderReliability): (ProviderReliability & { share: number }) | null {
  if (confirmed < RELIABILITY_MIN_CONFIRMED) return null;
  return { confirmed, kept, share: Math.round((kept / confirmed) * 100) };
}

/** 'New client', or 'No-shows: 1 of 4 past visits'. */
export function clientRecordText(record: ClientRecord | undefined): string {
  if (!record || record.visits === 0) return 'New client: no past visits on Mabinti';
  return `No-shows: ${record.noShows} of ${plural(record.visits, 'past visit', 'past visits')}`;
}
