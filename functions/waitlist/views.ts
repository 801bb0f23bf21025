/** Entries and offers as the client, the provider and an offer's link see them (decision 046). */
import { slotLabel } from '#shared/booking-time';
import { weekdaysOf, type OfferView, type WaitlistEntryView } from '#shared/waitlist';
import type { ListedEntry, OfferRow } from './repository';

export function entryView(
  { entry, serviceName, optionName, memberName }: ListedEntry,
  offer: OfferRow | null,
  place: number | null,
  forSeller: boolean,
): WaitlistEntryView {
  return {
    id: entry.id,
    serviceId: entry.serviceId,
    serviceName,
    optionName: optionName && optionName !== serviceName ? optionName : null,
    memberName,
    fromDate: entry.fromDate,
    toDate: entry.toDate,
    weekdays: weekdaysOf(entry.weekdays),
    earliest: slotLabel(entry.earliest),
    latest: slotLabel(entry.latest),
    status: entry.status,
    place,
    bookingId: entry.bookingId,
    offer: offer ? { date: offer.date, time: offer.time, expiresAt: offer.expiresAt } : null,
    createdAt: entry.createdAt,
    client: forSeller
      ? { name: entry.name, phoneNumber: entry.phoneNumber, email: entry.email, channel: entry.channel }
      : null,
  };
}

export const offerView = (
  offer: OfferRow,
  listing: { name: string; optionName: string | null },
  deposit: number | null,
): OfferView => ({
  serviceId: offer.serviceId,
  serviceName: listing.name,
  optionName: listing.optionName && listing.optionName !== listing.name ? listing.optionName : null,
  date: offer.date,
  time: offer.time,
  status: offer.status,
  expiresAt: offer.expiresAt,
  bookingId: offer.bookingId,
  deposit,
});
