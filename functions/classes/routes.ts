/** Classes' API (decision 049): a class's sessions, its week for its provider, a session's roster and calling it off. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { limitRequests } from '#functions/accounts/rate-limit';
import type { AppEnv } from '#functions/api/env';
import { parseId } from '#functions/api/ids';
import { requireSeller } from '#functions/api/require-role';
import { valid } from '#functions/api/validate';
import { Refusal } from '#functions/platform/refusal';
import { callOffClassSession, sessionRoster } from '#functions/bookings/class-sessions';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { CallOffSchema, ClassWeekSchema } from '#shared/classes';
import { classWeek, setClassWeek, upcomingSessions } from './service';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });

const idOf = (raw: string) => {
  const id = parseId(raw);
  if (id === undefined) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
  return id;
};

const SessionQuery = z.pick(CallOffSchema, { date: true, time: true });

export const classRoutes = new Hono<AppEnv>()
  .get('/services/:id/sessions', limitRequests('openDaysPerAddress'), async (c) => {
    const { sessions } = await upcomingSessions(c.var.platform, c.req.param('id'), Date.now());
    return c.json({ sessions });
  })
  .get('/me/classes/:id/week', seller, async (c) =>
    c.json(await classWeek(c.var.platform, c.var.user, c.req.param('id'))),
  )
  .post('/me/classes/:id/week', seller, valid('json', ClassWeekSchema), async (c) =>
    c.json(await setClassWeek(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json').times)),
  )
  .get('/me/classes/:id/roster', seller, valid('query', SessionQuery), async (c) => {
    const { date, time } = c.req.valid('query');
    return c.json(await sessionRoster(c.var.platform, c.var.user, idOf(c.req.param('id')), date, time, Date.now()));
  })
  .post('/me/classes/:id/call-off', seller, valid('json', CallOffSchema), async (c) =>
    c.json(
      await callOffClassSession(c.var.platform, c.var.user, idOf(c.req.param('id')), c.req.valid('json'), Date.now()),
    ),
  );
