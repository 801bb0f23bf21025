import { Hono, type Context } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { answerForm, fieldText, formRefused, isForm, readForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { parseOr400, valid } from '#functions/api/validate';
import { requireSeller, requireUser } from '#functions/api/require-role';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { returnPath } from '#shared/return-path';
import { splitLocale } from '#shared/i18n/locales';
import { said } from '#functions/api/said';
import { DayOffSchema, InviteSchema, TeamMemberSchema } from '#shared/team';
import { TimeBlockSchema } from '#shared/calendar';
import { blockTimeFor, unblockTimeFor } from './blocked-time';
import { memberFeed } from './calendar-feed';
import { memberFromForm } from './forms';
import * as people from './people';
import { removeMemberPhoto, setMemberPhoto } from './photo';
import * as team from './service';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });
type Fields = Record<string, unknown>;

/**
 * A team page form (no JavaScript needed): the change, then back to the page it came from with
 * `?notice=team-saved`, or `team-failed` and the message key of what stopped it.
 */
const fromForm = <E extends AppEnv>(c: Context<E>, fields: Fields, change: (fields: Fields) => Promise<unknown>) =>
  answerForm(c, returnPath(fieldText(fields.return), '/account/team'), TEAM_NOTICES, () => change(fields));
const TEAM_NOTICES = { done: 'team-saved', failed: 'team-failed' };
const BLOCK_NOTICES = { done: 'block-saved', failed: 'block-failed' };
const UNBLOCK_NOTICES = { done: 'unblock-saved', failed: 'block-failed' };

const formFields = <E extends AppEnv>(c: Context<E>) => readForm(c.req, { all: true }) as Promise<Fields>;

/**
 * A seller's team: members, their listings, prices, hours, days off, photos, sign-in
 * and calendar feeds; who a client may choose. Plain forms post to the same addresses as JSON
 * (a form cannot PUT or DELETE, so changes and removals also take POST).
 */
export const teamRoutes = new Hono<AppEnv>()
  .get('/me/team', seller, async (c) => c.json(await team.teamOf(c.var.platform, c.var.user)))
  .post('/me/team', seller, async (c) => {
    const { platform, user } = c.var;
    const add = async (body: unknown) => team.addMember(platform, user, await parseOr400(TeamMemberSchema, body));
    if (isForm(c.req)) return fromForm(c, await formFields(c), (fields) => add(memberFromForm(fields)));
    return c.json(await add(await c.req.json().catch(() => null)), 201);
  })
  .put('/me/team/:id', seller, valid('json', TeamMemberSchema), async (c) =>
    c.json(await team.changeMember(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/me/team/:id', seller, async (c) =>
    fromForm(c, await formFields(c), async (fields) =>
      team.changeMember(
        c.var.platform,
        c.var.user,
        c.req.param('id'),
        await parseOr400(TeamMemberSchema, memberFromForm(fields)),
      ),
    ),
  )
  .post('/me/team/:id/days-off', seller, async (c) => {
    const add = async (body: unknown) =>
      team.addDayOff(c.var.platform, c.var.user, c.req.param('id'), (await parseOr400(DayOffSchema, body)).date);
    if (isForm(c.req)) return fromForm(c, await formFields(c), add);
    return c.json(await add(await c.req.json().catch(() => null)));
  })
  .delete('/me/team/:id/days-off/:date', seller, async (c) =>
    c.json(await team.removeDayOff(c.var.platform, c.var.user, c.req.param('id'), c.req.param('date'))),
  )
  .post('/me/team/:id/days-off/:date/remove', seller, async (c) =>
    fromForm(c, await formFields(c), () =>
      team.removeDayOff(c.var.platform, c.var.user, c.req.param('id'), c.req.param('date')),
    ),
  )
  .post('/me/team/:id/photo', seller, async (c) => {
    const back = returnPath(c.req.query('return'), '/account/team');
    const fields = { return: back };
    return fromForm(c, fields, () => setMemberPhoto(c.var.platform, c.var.user, c.req.param('id'), c.req.raw));
  })
  .post('/me/team/:id/photo/remove', seller, async (c) =>
    fromForm(c, await formFields(c), () => removeMemberPhoto(c.var.platform, c.var.user, c.req.param('id'))),
  )
  .post('/me/team/:id/invite', seller, async (c) =>
    fromForm(c, await formFields(c), async (fields) =>
      people.inviteMember(
        c.var.platform,
        c.var.user,
        c.req.param('id'),
        (await parseOr400(InviteSchema, { email: fieldText(fields.email) })).email,
        splitLocale(returnPath(fieldText(fields.return), '/')).locale,
      ),
    ),
  )
  .post('/me/team/:id/sign-in/stop', seller, async (c) =>
    fromForm(c, await formFields(c), () => people.stopSigningIn(c.var.platform, c.var.user, c.req.param('id'))),
  )
  .post('/me/team/:id/calendar', seller, async (c) =>
    fromForm(c, await formFields(c), () => people.newCalendarKey(c.var.platform, c.var.user, c.req.param('id'))),
  )
  // The invitation's page posts here once the member signed in with the invited e-mail.
  .post('/team/join', requireUser, async (c) => {
    const fields = await formFields(c);
    const key = fieldText(fields.key);
    const day = returnPath(fieldText(fields.return), '/account/day');
    const back = `${splitLocale(day).locale === 'sw' ? '/sw' : ''}/team/join?key=${encodeURIComponent(key)}`;
    try {
      await people.joinTeam(c.var.platform, c.var.user, key);
    } catch (error) {
      return formRefused(c, back, TEAM_NOTICES.failed, error);
    }
    return c.redirect(withNotice(day, { notice: 'team-joined' }), 303);
  })
  .get('/calendar/:file', async (c) => {
    const file = /^([a-z2-7]{32})\.ics$/.exec(c.req.param('file'));
    const feed = file ? await memberFeed(c.var.platform, file[1]!) : null;
    if (feed === null) return c.json(said(c, 'api.notFound'), 404);
    return c.body(feed, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  })
  .get('/services/:id/members', async (c) => c.json(await team.membersOfListing(c.var.platform, c.req.param('id'))))
  // Blocked time, from the calendar (decision 045): a form comes back with `block-saved` or `block-failed`.
  .post('/me/time-blocks', seller, async (c) => {
    const { platform, user } = c.var;
    const add = async (body: unknown) =>
      blockTimeFor(platform, user, await parseOr400(TimeBlockSchema, body), Date.now());
    if (!isForm(c.req)) return c.json(await add(await c.req.json().catch(() => null)), 201);
    const fields = await formFields(c);
    const back = returnPath(fieldText(fields.return), '/account/day');
    const texts = Object.fromEntries(
      ['date', 'from', 'to', 'member', 'note'].map((name) => [name, fieldText(fields[name])]),
    );
    return answerForm(c, back, BLOCK_NOTICES, () => add(texts));
  })
  .delete('/me/time-blocks/:id', seller, async (c) =>
    c.json(await unblockTimeFor(c.var.platform, c.var.user, c.req.param('id'))),
  )
  .post('/me/time-blocks/:id/remove', seller, async (c) => {
    const back = returnPath(fieldText((await formFields(c)).return), '/account/day');
    return answerForm(c, back, UNBLOCK_NOTICES, () => unblockTimeFor(c.var.platform, c.var.user, c.req.param('id')));
  });
