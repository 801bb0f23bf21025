/**
 * The booking conversation's port onto the product, for one phone identity (decision 029): the web's own
 * catalogue, slots, booking and cancelling functions, called as the identity.
 */
import { depositOnChange } from '#shared/deposits';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { browse } from '#functions/catalogue/service';
import { homeOfferOf, openDaysOf, optionsOfListing, slotsOf } from '#functions/bookings/availability';
import { listingOrThrow } from '#functions/catalogue/service';
import { actOnBooking } from '#functions/bookings/actions';
import { requestBooking } from '#functions/bookings/request';
import { findBooking } from '#functions/bookings/public';
import { findUserById } from '#functions/accounts/public';
import { findService } from '#functions/catalogue/public';
import { mapLink } from '#functions/notify/texts';
import { membersOfListing } from '#functions/team/service';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import type { Locale } from '#shared/i18n/locales';
import { normalisePhone } from '#shared/phone';
import { MPESA_NUMBER } from '#shared/payments';
import { joinWaitlist } from '#functions/waitlist/service';
import { DAY_CLOSES, DAY_OPENS, SLOT_MINUTES, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { WAITLIST_MESSAGES } from '#shared/waitlist';
import { PAGE, WAIT_DAYS, type Draft } from './steps';
import type { MenuPort } from './port';
import { upcomingOf, type IdentityRow } from './repository';

const refusedAs = (error: unknown) => {
  if (!(error instanceof Refusal) || error.kind === 'unavailable') throw error;
  return error;
};

export function menuPort(
  platform: Platform,
  identity: IdentityRow,
  /** The message asking (its provider id), its channel, and whether an M-Pesa prompt reaches its number. */
  hop: { locale: Locale; ref: string; safaricom: boolean; channel: 'ussd' | 'whatsapp' },
  now: number,
): MenuPort {
  const { locale, ref, channel } = hop;
  const as = { identityId: identity.id, channel, ref, linkedUserId: identity.userId };
  /** The account the number is linked to: its bookings are this phone's to cancel and move too. */
  const linkedAccount = async () =>
    identity.userId ? ((await findUserById(platform.db, identity.userId)) ?? null) : null;
  return {
    name: identity.name,
    safaricom: hop.safaricom,
    askPayer: channel === 'whatsapp',
    async mpesaNumber(text) {
      const phone = await normalisePhone(text);
      return phone && MPESA_NUMBER.test(phone) ? phone : null;
    },
    async services(category, town, page) {
      const found = await browse(
        platform.db,
        { category, location: town ?? undefined },
        { page: page + 1, limit: PAGE },
        now,
      );
      return {
        items: found.items.map((listing) => ({ id: listing.id, name: listing.name })),
        more: found.hasMore,
      };
    },
    async listing(id) {
      try {
        const listing = await listingOrThrow(platform.db, id);
        return { id: listing.id, name: listing.name };
      } catch (error) {
        refusedAs(error);
        return null;
      }
    },
    async options(serviceId) {
      return (await optionsOfListing(platform, String(serviceId))).map((option) => ({
        id: Number(option.id),
        name: option.name,
        price: option.price,
        deposit: option.deposit,
      }));
    },
    async members(serviceId, optionName) {
      const members = await membersOfListing(platform, String(serviceId));
      return members
        .filter((member) => !member.skips.includes(optionName))
        .map((member) => {
          const own = member.prices.find((price) => price.option === optionName);
          return { id: member.id, name: member.name, price: own?.price, deposit: own?.deposit };
        });
    },
    async homeOffer(serviceId) {
      const offer = await homeOfferOf(platform, serviceId);
      return offer.areas.length ? offer : null;
    },
    async days(draft: Draft) {
      const { serviceId, optionId, member, atHome } = draft;
      return (await openDaysOf(platform, String(serviceId), now, String(optionId), member, atHome === true)).open;
    },
    async times(draft) {
      const slots = await slotsOf(
        platform,
        String(draft.serviceId),
        draft.date,
        now,
        String(draft.optionId),
        draft.member,
        draft.atHome === true,
      );
      return slots.map((slot) => slot.time);
    },
    async book(draft, name) {
      try {
        const booked = await requestBooking(
          platform,
          null,
          {
            serviceId: draft.serviceId,
            optionId: draft.optionId,
            memberId: draft.member,
            date: draft.date!,
            time: draft.time!,
            name,
            email: '',
            phoneNumber: identity.phone,
            ...(draft.home ? { atHome: { address: draft.home.address, area: draft.home.area } } : {}),
          },
          now,
          locale,
          as,
        );
        return { id: booked.id, deposit: booked.deposit?.amount ?? null };
      } catch (error) {
        const refused = refusedAs(error);
        return { refused: refused.key === BOOKING_MESSAGES.slotTaken ? 'ussd.taken' : 'ussd.refused' };
      }
    },
    async wait(draft, name) {
      const today = nairobiDateKey(now);
      try {
        await joinWaitlist(
          platform,
          await linkedAccount(),
          {
            serviceId: draft.serviceId,
            optionId: draft.optionId,
            memberId: draft.member,
            fromDate: today,
            toDate: addDays(today, WAIT_DAYS - 1),
            earliest: slotLabel(DAY_OPENS),
            latest: slotLabel(DAY_CLOSES - SLOT_MINUTES),
            name,
            email: '',
            phoneNumber: identity.phone,
          },
          now,
          locale,
          { identityId: identity.id, channel },
        );
        return true;
      } catch (error) {
        const refused = refusedAs(error);
        return { refused: refused.key === WAITLIST_MESSAGES.already ? 'ussd.alreadyWaiting' : 'ussd.refused' };
      }
    },
    upcoming: () => upcomingOf(platform.db, identity, now, PAGE),
    async move(id, date, time) {
      try {
        await actOnBooking(
          platform,
          await linkedAccount(),
          String(id),
          'reschedule',
          { key: null, newTime: { date, time }, phoneIdentityId: identity.id },
          now,
        );
        return true;
      } catch (error) {
        const refused = refusedAs(error);
        return { refused: refused.key === BOOKING_MESSAGES.slotTaken ? 'ussd.taken' : 'ussd.refused' };
      }
    },
    async place(serviceId) {
      const listing = serviceId === null ? undefined : await findService(platform.db, serviceId);
      return listing?.location ? { place: listing.location, map: mapLink(listing.location) } : null;
    },
    async cancel(id) {
      // A paid deposit comes back when the client cancels in time (the web's own rule).
      const before = await findBooking(platform.db, id);
      const paid = before && before.depositAmount !== null && ['requested', 'confirmed'].includes(before.status);
      const refund =
        paid && depositOnChange('cancelled', 'buyer', before.startsAt, now) === 'refund' ? before.depositAmount : null;
      try {
        await actOnBooking(
          platform,
          await linkedAccount(),
          String(id),
          'cancel',
          { key: null, newTime: null, phoneIdentityId: identity.id },
          now,
        );
        return { refund };
      } catch (error) {
        refusedAs(error);
        // The same answer twice: the first cancelled it.
        const booking = await findBooking(platform.db, id);
        const theirs =
          booking?.phoneIdentityId === identity.id ||
          (identity.userId !== null && booking?.buyerId === identity.userId);
        return booking?.status === 'cancelled' && theirs ? { refund } : false;
      }
    },
  };
}
