import { Hono } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, fieldText, formRefused, isForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { parseOr400 } from '#functions/api/validate';
import { said } from '#functions/api/said';
import { requireUser } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { secureCookies, signedOutCookies } from '#functions/accounts/cookies';
import { localePath } from '#shared/i18n/locales';
import { DeleteAccountSchema } from '#shared/privacy';
import { exportAccount } from './export';
import { downloadResponse } from './download';
import { eraseAccount } from './erase';
import { guestExport, madeExport } from './service';

const PAGE = '/account/privacy';

/**
 * People's own data (decision 028): download it, delete the account, and a guest's file
 * for one booking. Plain forms post here as the JSON clients do.
 */
export const privacyRoutes = new Hono<AppEnv>()
  .post('/me/data', requireUser, limitRequests('exportsPerAccount', 'exportsPerAccount'), async (c) => {
    const made = await exportAccount(c.var.platform, c.var.user, null);
    if ('file' in made) return downloadResponse(made.file);
    if (isForm(c.req))
      return c.redirect(withNotice(localePath(c.var.user.locale, PAGE), { notice: 'export-queued' }), 303);
    return c.json({ ...said(c, 'privacy.download.queued'), exportId: made.queued }, 202);
  })
  .get('/me/data/:id', requireUser, async (c) => {
    const { stored, name } = await madeExport(c.var.platform, c.var.user, c.req.param('id'));
    return downloadResponse({ body: stored.body, name });
  })
  .post('/me/delete', requireUser, limitRequests('erasuresPerAccount', 'erasuresPerAccount'), async (c) => {
    const body = await bodyOf(c.req);
    const form = isForm(c.req);
    const fields = form
      ? { password: fieldText(body.password), understand: fieldText(body.understand) === 'on' }
      : body;
    const page = localePath(c.var.user.locale, PAGE);
    try {
      const input = await parseOr400(DeleteAccountSchema, fields);
      await eraseAccount(c.var.platform, c.var.user, { password: input.password });
    } catch (error) {
      if (!form) throw error;
      return formRefused(c, `${page}#delete`, 'delete-failed', error);
    }
    for (const value of signedOutCookies(secureCookies(c))) c.header('Set-Cookie', value, { append: true });
    // As at sign-out: the installed app's offline copy of their bookings goes too.
    c.header('Clear-Site-Data', '"storage"');
    if (form) return c.redirect(localePath(c.var.user.locale, '/account/deleted'), 303);
    return c.json(said(c, 'privacy.deleted.text'));
  })
  .post('/bookings/:id/data', limitRequests('guestExportsPerAddress'), async (c) => {
    const body = await bodyOf(c.req);
    return downloadResponse(await guestExport(c.var.platform, c.req.param('id'), fieldText(body.key)));
  });
