import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { valid } from '#functions/api/validate';
import { requireSeller } from '#functions/accounts/middleware';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { DayOffSchema, TeamMemberSchema } from '#shared/team';
import * as team from './service';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });

/** A seller's team (issue 39): members, their listings, hours and days off; who a client may choose. */
export const teamRoutes = new Hono<AppEnv>()
  .get('/me/team', seller, async (c) => c.json(await team.teamOf(c.var.platform, c.var.user)))
  .post('/me/team', seller, valid('json', TeamMemberSchema), async (c) =>
    c.json(await team.addMember(c.var.platform, c.var.user, c.req.valid('json')), 201),
  )
  .put('/me/team/:id', seller, valid('json', TeamMemberSchema), async (c) =>
    c.json(await team.changeMember(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/me/team/:id/days-off', seller, valid('json', DayOffSchema), async (c) =>
    c.json(await team.addDayOff(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json').date)),
  )
  .delete('/me/team/:id/days-off/:date', seller, async (c) =>
    c.json(await team.removeDayOff(c.var.platform, c.var.user, c.req.param('id'), c.req.param('date'))),
  )
  .get('/services/:id/members', async (c) => c.json(await team.membersOfListing(c.var.platform, c.req.param('id'))));
