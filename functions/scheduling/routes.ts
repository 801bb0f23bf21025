/** The seller's hours, days off and booking settings, and the grid a general enquiry is offered. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BookingSettingsSchema, BlockedDateSchema, SlotChoiceSchema, WorkingHoursSchema } from '#shared/bookings';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { returnPath } from '#shared/return-path';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, isForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { requireSeller } from '#functions/api/require-role';
import { parseOr400, valid } from '#functions/api/validate';
import { enquirySlots } from './free-time';
import * as hours from './hours';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });

/** The settings asked for; a client that does not send the time before a booking keeps none. */
const settingsIn = (asked: z.output<typeof BookingSettingsSchema>) => ({
  ...asked,
  bufferBeforeMinutes: asked.bufferBeforeMinutes ?? 0,
});

export const schedulingRoutes = new Hono<AppEnv>()
  .get('/slots', valid('query', z.object({ date: SlotChoiceSchema.shape.date })), (c) =>
    c.json(enquirySlots(c.req.valid('query').date, Date.now())),
  )
  .get('/me/availability', seller, async (c) =>
    c.json(await hours.availabilityOf(c.var.platform.db, c.var.user.id, Date.now())),
  )
  .put('/me/availability/week', seller, valid('json', WorkingHoursSchema), async (c) =>
    c.json(await hours.saveWorkingWeek(c.var.platform.db, c.var.user.id, c.req.valid('json').days, Date.now())),
  )
  .put('/me/availability/settings', seller, async (c) => {
    const settings = settingsIn(await parseOr400(BookingSettingsSchema, await bodyOf(c.req)));
    return c.json(await hours.saveBookingSettings(c.var.platform.db, c.var.user.id, settings, Date.now()));
  })
  // The settings form on the bookings page (plain HTML forms cannot PUT).
  .post('/me/availability/settings', seller, async (c) => {
    const body = await bodyOf(c.req);
    const settings = settingsIn(await parseOr400(BookingSettingsSchema, body));
    await hours.saveBookingSettings(c.var.platform.db, c.var.user.id, settings, Date.now());
    const back = returnPath(body.return, '/account/bookings#availability');
    return c.redirect(withNotice(back, { notice: 'settings-saved' }), 303);
  })
  // "These are my hours": the ordinary week the seller was shown, kept as theirs (decision 042).
  .post('/me/availability/confirm', seller, async (c) => {
    const body = await bodyOf(c.req);
    const saved = await hours.confirmHours(c.var.platform.db, c.var.user.id, Date.now());
    if (!isForm(c.req)) return c.json(saved);
    return c.redirect(withNotice(returnPath(body.return, '/post-service'), { notice: 'hours-confirmed' }), 303);
  })
  .post('/me/availability/blocked-dates', seller, valid('json', BlockedDateSchema), async (c) =>
    c.json(await hours.blockDate(c.var.platform.db, c.var.user.id, c.req.valid('json').date, Date.now())),
  )
  .delete('/me/availability/blocked-dates/:date', seller, async (c) =>
    c.json(await hours.unblockDate(c.var.platform.db, c.var.user.id, c.req.param('date'), Date.now())),
  );
