import { Hono, type Context } from 'hono';
import type { AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { parseOr400 } from '#functions/api/validate';
import { said } from '#functions/api/said';
import { requireUser, type SignedIn } from '#functions/api/require-role';
import { limitRequests } from '#functions/accounts/rate-limit';
import { localePath } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import { PhoneLinkConfirmSchema, PhoneLinkRequestSchema } from '#shared/phone-link';
import { confirmLinkCode, sendLinkCode, unlinkPhone } from './service';

const PAGE = '/account/phone';

/**
 * Runs one step of linking a number (decision 029). A plain form is sent back to the phone page
 * with a notice, or with the problem to show; JSON gets JSON.
 */
async function step(
  c: Context<SignedIn>,
  notice: 'sent' | 'linked' | 'unlinked',
  run: (fields: Record<string, unknown>) => Promise<object>,
) {
  const form = isForm(c.req);
  const body = await bodyOf(c.req);
  const fields = form ? { phone: fieldText(body.phone), code: fieldText(body.code) } : body;
  if (!form) return c.json({ ...said(c, `phoneLink.${notice}` as MessageKey), ...(await run(fields)) });
  const page = localePath(c.var.user.locale, PAGE);
  return answerForm(c, page, { done: notice, failed: `${notice}-failed` }, () => run(fields));
}

export const phoneLinkRoutes = new Hono<AppEnv>()
  .post('/me/phone/code', requireUser, limitRequests('phoneCodesPerAccount', 'phoneCodesPerAccount'), (c) =>
    step(c, 'sent', async (fields) => {
      const { phone } = await parseOr400(PhoneLinkRequestSchema, fields);
      await sendLinkCode(c.var.platform, c.var.user, phone);
      return { phone };
    }),
  )
  .post('/me/phone/link', requireUser, (c) =>
    step(c, 'linked', async (fields) => {
      const { code } = await parseOr400(PhoneLinkConfirmSchema, fields);
      return { phone: await confirmLinkCode(c.var.platform, c.var.user, code) };
    }),
  )
  .post('/me/phone/unlink', requireUser, (c) =>
    step(c, 'unlinked', async () => {
      await unlinkPhone(c.var.platform, c.var.user);
      return {};
    }),
  );
