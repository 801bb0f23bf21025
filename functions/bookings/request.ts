/**
 * POST /api/appointments: the one way a booking is asked for, from the web, USSD or WhatsApp. A
 * booking is a visit of one or more services of one provider, back to back (decision 027): one
 * service is a visit of one part; several are written as one, with one deposit (the sum of what
 * each part asks, on the first part), and confirmed, declined, cancelled and moved as one. A
 * general enquiry (no listing) goes to the platform. Who asks: an account, a guest (whose e-mail
 * confirms the request), or a phone identity over USSD or WhatsApp.
 */
import type { User } from '#functions/accounts/public';
import { consume } from '#functions/accounts/rate-limit';
import { listingOrThrow } from '#functions/catalogue/service';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { SlotTaken } from '#functions/scheduling/holds';
import { priceOf } from '#functions/team/service';
import type { BookingChannel } from '#shared/booking-channels';
import { BOOKING_MESSAGES, GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import { DEFAULT_DURATION_MINUTES } from '#shared/booking-settings';
import { slotLabel } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import type { AppointmentRequest, BookingView } from '#shared/bookings';
import { DEPOSIT_HOLD_MINUTES, DEPOSIT_MESSAGES, depositAmount, depositRuleOf } from '#shared/deposits';
import type { Locale } from '#shared/i18n/locales';
import { optionOrThrow } from './availability';
import { bookingEvent } from './event-jobs';
import { askGuestToConfirm, sendGuestLink } from './guest-messages';
import type { Transaction } from '#functions/db/client';
import * as repo from './repository';
import { announceBooking } from './service';
import { checkStart } from './start';
import { laterPart, minutesAt } from './visit-moves';
import { homeVisitOf } from './home-visit';
import { HOME_MESSAGES } from '#shared/home-visits';
import { GROUP_MESSAGES } from '#shared/groups';
import { CLASS_MESSAGES } from '#shared/classes';

/**
 * Seats are a class's (decision 049): booked in one of its sessions, for the option it teaches,
 * on their own (not with other services, people or at home); any other listing takes one client.
 */
function seatsFit(
  session: { optionId: number } | null,
  input: Pick<AppointmentRequest, 'seats'>,
  optionId: number,
  more: boolean,
) {
  if (!session && (input.seats ?? 1) !== 1) throw new Refusal('invalid', CLASS_MESSAGES.notAClass);
  if (session && more) throw new Refusal('invalid', CLASS_MESSAGES.oneKind);
  if (session && session.optionId !== optionId) throw new Refusal('conflict', CLASS_MESSAGES.notASession);
}

/** Who asks over a phone channel: the identity its provider proved, and the channel. */
export interface PhoneCaller {
  identityId: number;
  channel: Exclude<BookingChannel, 'web'>;
  /** The provider message asking (a USSD hop's id): asked again, it answers the booking it made. */
  ref: string;
  /** The account the number is linked to by a texted code (decision 029): the booking is made for it. */
  linkedUserId?: string | null;
}

/**
 * A booking made by taking a waitlist's offer (decision 046): the link or number it was answered
 * from proved the client's address, so a guest's request needs no e-mail to confirm; `within`
 * settles the offer in the booking's own write (it throws to undo both).
 */
export interface Taking {
  within: (tx: Transaction, booking: repo.BookingRow) => Promise<void>;
}

type Asked = Pick<AppointmentRequest, 'optionId' | 'memberId' | 'seats'> & { serviceId: string | number };

/**
 * Each service asked for: its listing (public), option, price (the member's own, if chosen; a
 * class's by the seat) and deposit.
 */
async function partsOf(platform: Platform, asked: Asked[]) {
  return Promise.all(
    asked.map(async (part) => {
      const listing = await listingOrThrow(platform.db, part.serviceId);
      const option = await optionOrThrow(platform, listing.id, part.optionId);
      const price = (await priceOf(platform.db, listing.id, option, part.memberId)) * (part.seats ?? 1);
      return { listing, option, price, member: part.memberId, deposit: depositAmount(depositRuleOf(listing), price) };
    }),
  );
}

export async function requestBooking(
  platform: Platform,
  user: User | null,
  input: AppointmentRequest,
  now: number,
  /** The language it is asked in: a guest hears about it in this language. */
  locale: Locale = 'en',
  /**
   * A phone identity asking over a phone channel (decision 029): the provider's callback proved
   * the number, so its request needs no e-mail to confirm and may carry a deposit.
   */
  phone?: PhoneCaller,
  taking?: Taking,
): Promise<BookingView> {
  // Others booked at once (decision 048): each a part of the visit, for a person of their own.
  const people = input.people ?? [];
  if (people.length && (input.then?.length || input.atHome)) throw new Refusal('invalid', GROUP_MESSAGES.oneKind);
  const later = people.length
    ? people.map((person) => ({ serviceId: input.serviceId!, optionId: person.optionId ?? input.optionId }))
    : (input.then ?? []);
  const together = people.length > 0 && input.together === true;
  if (later.length && !user) throw new Refusal('sign-in', BOOKING_MESSAGES.visitSignIn);
  if (later.length && input.serviceId === undefined) throw new Refusal('invalid', BOOKING_MESSAGES.visitOneProvider);
  const parts =
    input.serviceId === undefined
      ? []
      : await partsOf(platform, [
          { serviceId: input.serviceId, optionId: input.optionId, memberId: input.memberId, seats: input.seats },
          ...later,
        ]);
  const first = parts[0];
  const sellerId = first?.listing.sellerId ?? null;
  if (parts.some((part) => part.listing.sellerId !== sellerId)) {
    throw new Refusal('invalid', BOOKING_MESSAGES.visitOneProvider);
  }
  if (sellerId && user && sellerId === user.id) throw new Refusal('not-allowed', BOOKING_MESSAGES.ownService);
  // At the client's place: where, and the travel fee the first part's deposit is reckoned on too.
  if (!first && input.atHome) throw new Refusal('conflict', HOME_MESSAGES.notOffered);
  const home = first ? homeVisitOf(first.listing, input.atHome) : null;
  if (first && home) first.deposit = depositAmount(depositRuleOf(first.listing), first.price + home.travelFee);
  // A deposit is paid from an account, so that what is owed back has someone to go to (decision 015).
  const deposit = parts.some((part) => part.deposit !== null)
    ? parts.reduce((sum, part) => sum + (part.deposit ?? 0), 0)
    : null;
  if (deposit !== null && !user && !phone) throw new Refusal('sign-in', DEPOSIT_MESSAGES.signIn);
  const { startsAt, settings, members, session } = await checkStart(
    platform,
    first ? { ...first.listing, atHome: home !== null } : null,
    input.date,
    input.time,
    now,
    first?.option.durationMinutes ?? DEFAULT_DURATION_MINUTES,
    input.memberId,
    first?.option.name,
  );
  if (first) seatsFit(session, input, first.option.id, later.length > 0 || home !== null);
  const scale = platform.config.RATE_LIMIT_SCALE;
  if (phone) await consume(platform.db, 'bookingsPerPhone', String(phone.identityId), scale);
  else if (!user) await consume(platform.db, 'guestBookingsPerEmail', input.email, scale);
  // A guest has no account to come back to: their e-mail carries a secret link instead, and
  // until they open it the request only holds the slot for a while (GUEST_HOLD_MINUTES).
  const manageKey = user || phone ? undefined : generateToken();
  const proven = Boolean(user || phone || taking);
  const held =
    deposit !== null
      ? ({ status: 'awaiting_deposit', holdExpiresAt: now + DEPOSIT_HOLD_MINUTES * 60_000 } as const)
      : proven
        ? ({ status: 'requested', holdExpiresAt: null } as const)
        : ({ status: 'unverified', holdExpiresAt: now + GUEST_HOLD_MINUTES * 60_000 } as const);
  const common = {
    sellerId,
    buyerId: user?.id ?? (phone?.linkedUserId !== sellerId ? phone?.linkedUserId : null) ?? null,
    date: input.date,
    ...held,
    name: input.name,
    email: input.email,
    phoneNumber: input.phoneNumber,
    locale,
    channel: phone?.channel ?? ('web' as const),
    phoneIdentityId: phone?.identityId ?? null,
    bufferMinutes: settings.bufferMinutes,
  };
  // Each later part starts when the one before it stops holding the provider's time.
  const rows: Parameters<typeof repo.insertVisit>[1] = [];
  let at = startsAt;
  for (const [index, part] of (parts.length ? parts : [null]).entries()) {
    // Side by side, every part starts with the first, each in a chair of its own.
    const from = together ? startsAt : at;
    const candidates =
      index === 0 || !part
        ? members
        : await laterPart(platform, part.listing, from, part.option.durationMinutes, part.member, part.option.name);
    const durationMinutes = part?.option.durationMinutes ?? DEFAULT_DURATION_MINUTES;
    rows.push({
      members: candidates,
      input: {
        ...common,
        serviceId: part?.listing.id ?? null,
        serviceName: part?.listing.name ?? 'General enquiry',
        // One service keeps the time as asked; a visit's parts are labelled from where each falls.
        time: index === 0 && parts.length < 2 ? input.time : slotLabel(minutesAt(from)),
        startsAt: index === 0 ? startsAt : nairobiInstant(input.date, minutesAt(from)),
        person: people.length ? (index === 0 ? input.name : people[index - 1]!.name) : null,
        seats: session ? (input.seats ?? 1) : null,
        depositAmount: index === 0 ? deposit : null,
        message: index === 0 ? (input.message ?? '') : '',
        manageKeyHash: index === 0 && manageKey ? hashToken(manageKey) : null,
        channelRef: index === 0 ? (phone?.ref ?? null) : null,
        // The time kept before a visit comes before its first part; the client is there for the rest.
        beforeMinutes: index === 0 || together ? settings.bufferBeforeMinutes : 0,
        optionId: part?.option.id ?? null,
        optionName: part?.option.name ?? null,
        optionPrice: part?.price ?? null,
        durationMinutes,
        ...(index === 0 ? home : null),
      },
    });
    at += (durationMinutes + settings.bufferMinutes) * 60_000;
  }
  // Waiting for a deposit, the provider hears of it only once it is paid (deposits/settle.ts); a
  // guest's request once its address is confirmed (guests.ts).
  const told = proven && deposit === null ? bookingEvent('buyer', 'requested') : undefined;
  const actor = user ? ({ role: 'buyer', id: user.id } as const) : ({ role: 'guest', id: null } as const);
  let booking: repo.BookingRow;
  try {
    booking =
      rows.length > 1
        ? (await repo.insertVisit(platform.db, rows, actor, now, settings.capacity, told))[0]!
        : await repo.insertBooking(
            platform.db,
            rows[0]!.input,
            actor,
            now,
            settings.capacity,
            members,
            told,
            taking?.within,
          );
  } catch (error) {
    const made = phone && isUniqueViolation(error) ? await repo.findByChannelRef(platform.db, phone.ref) : undefined;
    if (made) return announceBooking(platform, made, 'buyer', now);
    if (together && error instanceof SlotTaken) throw new Refusal('conflict', GROUP_MESSAGES.notTogether);
    if (session && error instanceof SlotTaken)
      throw new Refusal('conflict', (input.seats ?? 1) > 1 ? CLASS_MESSAGES.fewerLeft : CLASS_MESSAGES.full);
    if (isUniqueViolation(error) || error instanceof SlotTaken)
      throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  if (manageKey && taking) await sendGuestLink(platform, booking, manageKey, now);
  else if (manageKey) {
    // Nothing the requester typed goes to an address nobody has confirmed yet.
    await askGuestToConfirm(platform, booking, manageKey);
    return announceBooking(platform, booking, 'buyer', now);
  }
  return announceBooking(platform, booking, 'buyer', now, told);
}
