import { noteSellerAt } from '#functions/accounts/seller-traces';
import { Hono, type Context } from 'hono';
import { said } from '#functions/api/said';
import * as z from 'zod/mini';
import { MemberChoiceSchema } from '#shared/team';
import {
  AppointmentSchema,
  LinkRequestSchema,
  LinkByTextSchema,
  SlotChoiceSchema,
  WalkInSchema,
} from '#shared/bookings';
import { BOOKING_ACTION_NAMES, movesTime, type BookingAction } from '#shared/booking-actions';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { limitRequests } from '#functions/accounts/rate-limit';
import { requireSeller, requireUser, requireUserTo } from '#functions/api/require-role';
import { clientAddressOf, type AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { returnPath } from '#shared/return-path';
import { Refusal } from '#functions/platform/refusal';
import { pagedJson } from '#functions/api/pagination';
import { parseOr400, valid } from '#functions/api/validate';
import * as availability from './availability';
import { actOnBooking } from './actions';
import { requestBooking } from './request';
import { bookSeries, planSeries } from './series';
import { SERIES_MESSAGES, SeriesPlanSchema, SeriesSchema } from '#shared/series';
import { enterWalkIn } from './walk-in';
import { companionsOf } from './companions';
import { bookingPage } from './booking-page';
import { resendGuestLink } from './guests';
import { downloadCalendar } from './calendar-file';
import { LOCALES, localePath, negotiateLocale, splitLocale, type Locale } from '#shared/i18n/locales';
import { HOME_MESSAGES, TRIP_STEPS } from '#shared/home-visits';
import { markTrip } from './trip';
import { shareVisit, stopSharing } from './share';

const DateQuerySchema = z.object({
  date: SlotChoiceSchema.shape.date,
  /** Which of the listing's options (its first by default): the slots fit its duration. */
  option: z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'api.unknownOption'))),
  /** For a team's listing: a member's id, or 'any' (the default). */
  member: MemberChoiceSchema,
  /** `1` for a visit at the client's place (decision 043). */
  atHome: z.optional(z.enum(['0', '1'])),
});
const DaysQuerySchema = z.object({
  option: DateQuerySchema.shape.option,
  member: MemberChoiceSchema,
  atHome: DateQuerySchema.shape.atHome,
});
/** The body of an action: a guest's link key, and for a move the new date and time (SlotChoiceSchema). */
const ActionSchema = z.object({
  key: z.optional(z.string().check(z.maxLength(100))),
  date: z.optional(z.string()),
  time: z.optional(z.string()),
  /** Why the provider cancels a confirmed booking (withdraw), for the client. */
  reason: z.optional(z.string().check(z.maxLength(2000))),
  /** A repeating booking's cancel: this visit and every later one of its series (decision 047). */
  rest: z.optional(z.union([z.boolean(), z.literal('1')])),
});
/** A form's fields as the action takes them: texts only, empty ones left out. */
const formFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    ['key', 'date', 'time', 'reason', 'rest'].flatMap((name) =>
      fieldText(fields[name]) ? [[name, fieldText(fields[name])]] : [],
    ),
  );

/** A buyer's, a provider's or a guest's action on a booking (cancel, confirm, reschedule…). */
async function actOn(c: Context<AppEnv>, body: z.infer<typeof ActionSchema>) {
  const action = c.req.param('action') ?? '';
  if (!isAction(action)) throw new Refusal('not-found', 'api.notFound');
  const newTime = movesTime(action) ? await parseOr400(SlotChoiceSchema, body) : null;
  // Where a provider runs their bookings from: no review of theirs comes from there (decision 013).
  const { user, platform } = c.var;
  if (user?.accountType === 'seller') await noteSellerAt(platform.db, user.id, clientAddressOf(c), Date.now());
  return actOnBooking(
    c.var.platform,
    c.var.user,
    c.req.param('id') ?? '',
    action,
    { key: body.key ?? null, newTime, reason: body.reason ?? null, rest: Boolean(body.rest) },
    Date.now(),
  );
}

/** GET /api/me/bookings: one side's bookings, upcoming or past or all, a page at a time. */
const MyBookingsQuerySchema = z.object({
  side: z._default(z.enum(['buyer', 'seller']), 'buyer'),
  when: z._default(z.enum(['upcoming', 'past', 'all']), 'all'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
/** A booking's calendar file: a guest's link key (managing or viewing), or none for its signed-in client. */
const CalendarQuerySchema = z.object({
  key: z.optional(z.string().check(z.maxLength(100))),
  /** The language of the page the file was taken from; the browser's otherwise. */
  lang: z.optional(z.enum(LOCALES)),
});
const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });
const isAction = (name: string): name is BookingAction => (BOOKING_ACTION_NAMES as string[]).includes(name);

/** Availability, booking requests and what buyers and sellers do with them. */
export const bookingRoutes = new Hono<AppEnv>()
  .get('/services/:id/slots', valid('query', DateQuerySchema), async (c) =>
    c.json(
      await availability.slotsOf(
        c.var.platform,
        c.req.param('id'),
        c.req.valid('query').date,
        Date.now(),
        c.req.valid('query').option,
        c.req.valid('query').member,
        c.req.valid('query').atHome === '1',
      ),
    ),
  )
  .get('/services/:id/days', valid('query', DaysQuerySchema), limitRequests('openDaysPerAddress'), async (c) => {
    const { option, member, atHome } = c.req.valid('query');
    const days = await availability.openDaysOf(
      c.var.platform,
      c.req.param('id'),
      Date.now(),
      option,
      member,
      atHome === '1',
    );
    return c.json(days);
  })
  .get('/services/:id/home', async (c) => c.json(await availability.homeOfferOf(c.var.platform, c.req.param('id'))))
  .get('/services/:id/options', async (c) =>
    c.json(await availability.optionsOfListing(c.var.platform, c.req.param('id'))),
  )
  .get('/services/:id/companions', async (c) => c.json(await companionsOf(c.var.platform, c.req.param('id'))))
  .post(
    '/appointments',
    valid('json', AppointmentSchema),
    limitRequests('guestBookingsPerAddress', 'bookingsPerAccount'),
    async (c) => {
      const asked = c.req.valid('json');
      const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
      const { platform, user } = c.var;
      return c.json(await requestBooking(platform, user, asked, Date.now(), locale), 201);
    },
  )
  // Bookings that repeat (decision 047): the dates checked as a whole, then booked as a whole.
  .post('/series/plan', valid('json', SeriesPlanSchema), limitRequests('openDaysPerAddress'), async (c) =>
    c.json({ visits: await planSeries(c.var.platform, c.req.valid('json'), Date.now()) }),
  )
  .post(
    '/series',
    requireUserTo(SERIES_MESSAGES.signIn),
    valid('json', SeriesSchema),
    limitRequests('guestBookingsPerAddress', 'bookingsPerAccount'),
    async (c) => {
      const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
      return c.json(await bookSeries(c.var.platform, c.var.user, c.req.valid('json'), Date.now(), locale), 201);
    },
  )
  // A walk-in or phoned-in booking the provider enters from the calendar (decision 045).
  .post('/me/walk-ins', seller, limitRequests('walkInsPerSeller', 'walkInsPerSeller'), async (c) => {
    const { platform, user } = c.var;
    const enter = async (body: unknown, locale: Locale) =>
      enterWalkIn(platform, user, await parseOr400(WalkInSchema, body), locale, Date.now());
    if (!isForm(c.req)) {
      const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
      return c.json(await enter(await c.req.json().catch(() => null), locale), 201);
    }
    const body = await bodyOf(c.req);
    const back = returnPath(body.return, '/account/day');
    const fields = Object.fromEntries(
      ['serviceId', 'optionId', 'memberId', 'date', 'time', 'name', 'phoneNumber'].flatMap((name) =>
        fieldText(body[name]) ? [[name, fieldText(body[name])]] : [],
      ),
    );
    return answerForm(c, back, { done: 'walk-in-saved', failed: 'walk-in-failed' }, () =>
      enter(fields, splitLocale(back).locale),
    );
  })
  .get('/me/bookings', requireUser, valid('query', MyBookingsQuerySchema), async (c) => {
    const { side, when, limit, cursor } = c.req.valid('query');
    const page = await bookingPage(c.var.platform, c.var.user, side, when, { limit, cursor }, Date.now());
    c.header('X-Total-Count', String(page.total));
    return pagedJson(c, page);
  })
  .get('/bookings/:id/calendar', valid('query', CalendarQuerySchema), async (c) => {
    const file = await downloadCalendar(
      c.var.platform,
      c.var.user,
      c.req.param('id'),
      c.req.valid('query').key ?? null,
      c.req.valid('query').lang ?? negotiateLocale(c.req.header('Accept-Language')) ?? 'en',
      Date.now(),
    );
    c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.content, 200, { 'Content-Type': file.contentType });
  })
  .post('/bookings/:id/link', limitRequests('guestLinksPerAddress'), async (c) => {
    // A plain form on the booking page, or JSON: the answer is the same whatever was asked.
    const form = isForm(c.req);
    const body = await bodyOf(c.req);
    const byText = typeof body === 'object' && body !== null && 'view' in body;
    const asked = byText ? await parseOr400(LinkByTextSchema, body) : await parseOr400(LinkRequestSchema, body);
    await resendGuestLink(c.var.platform, c.req.param('id'), asked, Date.now());
    const page = `/booking/${encodeURIComponent(c.req.param('id'))}`;
    if (form && 'view' in asked) return c.redirect(`${page}?view=${encodeURIComponent(asked.view)}&sent=1`, 303);
    if (form) return c.redirect(`${page}?sent=1`, 303);
    return c.json(said(c, BOOKING_MESSAGES.linkSent), 202);
  })
  // The provider's trip to a home visit: "On my way", then "Arrived" (decision 043).
  .post('/bookings/:id/trip/:step', requireUser, async (c) => {
    const step = TRIP_STEPS.find((name) => name === c.req.param('step'));
    if (!step) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
    const mark = () => markTrip(c.var.platform, c.var.user, c.req.param('id'), step, Date.now());
    if (!isForm(c.req)) return c.json(await mark());
    const back = returnPath(fieldText((await bodyOf(c.req)).return), '/account/bookings');
    return answerForm(c, back, { done: `trip-${step}`, failed: 'booking-failed' }, mark);
  })
  // A home visit's details shared with someone the client trusts (decision 043). A form goes on
  // to the shared page itself, in the language it came from: its address is the link to send.
  .post('/bookings/:id/share', async (c) => {
    const fields = await bodyOf(c.req);
    const share = () =>
      shareVisit(c.var.platform, c.var.user, c.req.param('id'), fieldText(fields.key) || null, Date.now());
    if (!isForm(c.req)) return c.json({ url: `/visit/${await share()}` }, 201);
    const back = returnPath(fieldText(fields.return), '/account/bookings');
    let token = '';
    const refused = await answerForm(c, back, { done: 'visit-shared', failed: 'booking-failed' }, async () => {
      token = await share();
    });
    return token ? c.redirect(localePath(splitLocale(back).locale, `/visit/${token}?shared=1`), 303) : refused;
  })
  .post('/bookings/:id/share/stop', async (c) => {
    const fields = await bodyOf(c.req);
    const stop = () => stopSharing(c.var.platform, c.var.user, c.req.param('id'), fieldText(fields.key) || null);
    if (!isForm(c.req)) {
      await stop();
      return c.json(said(c, HOME_MESSAGES.shareStopped));
    }
    const back = returnPath(fieldText(fields.return), '/account/bookings');
    return answerForm(c, back, { done: 'visit-unshared', failed: 'booking-failed' }, stop);
  })
  // A plain form (the bookings page without JavaScript) is sent back to the page it came from,
  // which says what happened, or which of our messages stopped it; JSON goes on to the next route.
  .post('/bookings/:id/:action', async (c, next) => {
    if (!isForm(c.req)) return next();
    const fields = await bodyOf(c.req);
    const back = returnPath(fieldText(fields.return), '/account/bookings');
    const notices = { done: `booking-${c.req.param('action')}`, failed: 'booking-failed' };
    return answerForm(c, back, notices, async () => actOn(c, await parseOr400(ActionSchema, formFields(fields))));
  })
  .post('/bookings/:id/:action', valid('json', ActionSchema), async (c) => c.json(await actOn(c, c.req.valid('json'))));
