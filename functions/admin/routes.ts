/**
 * The admin API, under /api/admin, and the public report route. Every action takes a
 * plain form from the admin pages (answered with a redirect back, carrying a notice or an error
 * code the page shows) or JSON (answered with JSON). Roles: staff (admins and moderators) moderate
 * and answer messages; only admins act on people and payments.
 */
import { Hono, type Context } from 'hono';
import { said } from '#functions/api/said';
import type { $ZodType } from 'zod/v4/core';
import type { output } from 'zod';
import { limitRequests } from '#functions/accounts/rate-limit';
import { requireStaff, type SignedIn } from '#functions/api/require-role';
import type { AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, isForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { returnPath } from '#shared/return-path';
import { Refusal } from '#functions/platform/refusal';
import { parseOr400 } from '#functions/api/validate';
import { reconcilePayments } from '#functions/payments/reconcile';
import { actOnPayout, payNow, type Audit } from '#functions/payouts/admin';
import { payoutsPage } from '#functions/payouts/pages';
import { PAYOUT_ACTIONS, PAYOUT_MESSAGES } from '#shared/payouts';
import { parseId } from '#functions/api/ids';
import { AnswerSchema, ListingReportSchema, MODERATION_MESSAGES, ReasonSchema, RoleSchema } from '#shared/moderation';
import { z } from 'zod';
import { auditEntries, recordAudit, type Actor } from './audit-repository';
import { answerMessage } from './messages';
import { contactInbox } from './repository';
import { dismissReports, setListingHidden, setReviewHidden } from './moderation';
import { dashboard, findPeople, isPaymentStatus, paymentList } from './overview-repository';
import { eraseForRequest, exportForRequest, setRole, setSuspended } from './people';
import { downloadResponse } from '#functions/privacy/download';
import { openListingReports, openReviewReports } from './reports-repository';
import { reportListing } from './moderation';

const staff = requireStaff(['admin', 'moderator']);
const admins = requireStaff(['admin']);
/** The audit log written as this staff member: what another feature's staff actions are given. */
const auditBy =
  (actor: Actor): Audit =>
  (tx, entry, now) =>
    recordAudit(tx, actor, entry, now);
const OptionalReason = z.object({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500))) });

/** Runs an action on the parsed body; a form goes back where it came from with `notice` or the error. */
async function act<Schema extends $ZodType>(
  c: Context<SignedIn>,
  schema: Schema,
  notice: string,
  run: (input: output<Schema>) => Promise<unknown>,
) {
  const body = await bodyOf(c.req);
  const change = async () => run(await parseOr400(schema, body));
  if (!isForm(c.req)) return c.json({ ok: true, result: await change() });
  return answerForm(c, returnPath(body.back, '/admin'), { done: notice, failed: 'failed' }, change);
}

const dateParam = (value: string | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined;

export const adminRoutes = new Hono<AppEnv>()
  .post('/services/:id/reports', limitRequests('reportsPerAddress', 'reportsPerAccount'), async (c) => {
    const input = await parseOr400(ListingReportSchema, await bodyOf(c.req));
    await reportListing(c.var.platform, c.var.user, c.req.param('id'), input);
    if (isForm(c.req))
      return c.redirect(`/service/${encodeURIComponent(c.req.param('id'))}?reported=1#report-done`, 303);
    return c.json(said(c, MODERATION_MESSAGES.reported), 201);
  })
  .get('/admin/dashboard', staff, async (c) => c.json(await dashboard(c.var.platform.db)))
  .get('/admin/reports', staff, async (c) => {
    const [listings, reviews] = await Promise.all([
      openListingReports(c.var.platform.db),
      openReviewReports(c.var.platform.db),
    ]);
    return c.json({ listings, reviews });
  })
  .post('/admin/listings/:id/hide', staff, (c) =>
    act(c, ReasonSchema, 'listing-hidden', ({ reason }) =>
      setListingHidden(c.var.platform, c.var.user, c.req.param('id'), true, reason),
    ),
  )
  .post('/admin/listings/:id/restore', staff, (c) =>
    act(c, OptionalReason, 'listing-restored', ({ reason }) =>
      setListingHidden(c.var.platform, c.var.user, c.req.param('id'), false, reason ?? ''),
    ),
  )
  .post('/admin/reviews/:id/hide', staff, (c) =>
    act(c, ReasonSchema, 'review-hidden', ({ reason }) =>
      setReviewHidden(c.var.platform, c.var.user, c.req.param('id'), true, reason),
    ),
  )
  .post('/admin/reviews/:id/restore', staff, (c) =>
    act(c, OptionalReason, 'review-restored', ({ reason }) =>
      setReviewHidden(c.var.platform, c.var.user, c.req.param('id'), false, reason ?? ''),
    ),
  )
  .post('/admin/reports/:type/:id/dismiss', staff, (c) => {
    const type = c.req.param('type');
    if (type !== 'listing' && type !== 'review') throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
    return act(c, OptionalReason, 'reports-dismissed', ({ reason }) =>
      dismissReports(c.var.platform, c.var.user, type, c.req.param('id'), reason ?? ''),
    );
  })
  .get('/admin/messages', staff, async (c) =>
    c.json(await contactInbox(c.var.platform.db, c.req.query('unanswered') === '1')),
  )
  .post('/admin/messages/:id/answer', staff, (c) =>
    act(c, AnswerSchema, 'message-answered', ({ answer }) =>
      answerMessage(c.var.platform, c.var.user, c.req.param('id'), answer),
    ),
  )
  .get('/admin/audit', staff, async (c) =>
    c.json(
      await auditEntries(c.var.platform.db, {
        action: c.req.query('action') || undefined,
        targetType: c.req.query('target') || undefined,
        from: dateParam(c.req.query('from')),
        to: dateParam(c.req.query('to')),
      }),
    ),
  )
  .get('/admin/people', admins, async (c) =>
    c.json(await findPeople(c.var.platform.db, { query: (c.req.query('q') ?? '').slice(0, 100) })),
  )
  .post('/admin/people/:id/suspend', admins, (c) =>
    act(c, ReasonSchema, 'person-suspended', ({ reason }) =>
      setSuspended(c.var.platform, c.var.user, c.req.param('id'), true, reason),
    ),
  )
  .post('/admin/people/:id/reinstate', admins, (c) =>
    act(c, OptionalReason, 'person-reinstated', ({ reason }) =>
      setSuspended(c.var.platform, c.var.user, c.req.param('id'), false, reason ?? ''),
    ),
  )
  .post('/admin/people/:id/export', admins, async (c) => {
    const { reason } = await parseOr400(ReasonSchema, await bodyOf(c.req));
    const made = await exportForRequest(c.var.platform, c.var.user, c.req.param('id'), reason);
    if ('file' in made) return downloadResponse(made.file);
    return isForm(c.req)
      ? c.redirect(withNotice('/admin/people', { notice: 'export-queued' }), 303)
      : c.json({ queued: made.queued }, 202);
  })
  .post('/admin/people/:id/erase', admins, (c) =>
    act(c, ReasonSchema, 'person-erased', ({ reason }) =>
      eraseForRequest(c.var.platform, c.var.user, c.req.param('id'), reason),
    ),
  )
  .post('/admin/people/:id/role', admins, (c) =>
    act(c, RoleSchema.extend(OptionalReason.shape), 'role-changed', ({ role, reason }) =>
      setRole(c.var.platform, c.var.user, c.req.param('id'), role, reason ?? ''),
    ),
  )
  .get('/admin/payments', admins, async (c) => {
    const status = c.req.query('status');
    return c.json(
      await paymentList(c.var.platform.db, {
        status: isPaymentStatus(status) ? status : undefined,
        from: dateParam(c.req.query('from')),
        to: dateParam(c.req.query('to')),
      }),
    );
  })
  .post('/admin/payments/reconcile', admins, (c) =>
    act(c, z.object({}), 'payments-reconciled', async () => {
      const days = 7;
      const report = await reconcilePayments(c.var.platform, new Date(Date.now() - days * 86_400_000));
      await recordAudit(c.var.platform.db, c.var.user, {
        action: 'payments.reconcile',
        targetType: 'payments',
        targetId: `last-${days}-days`,
        after: { checked: report.checked, disagreements: report.disagreements.length },
      });
      return report;
    }),
  )
  .get('/admin/payouts', admins, async (c) =>
    c.json(await payoutsPage(c.var.platform, new URL(c.req.url).searchParams)),
  )
  .post('/admin/payouts/run', admins, (c) =>
    act(c, z.object({}), 'payouts-run', () => payNow(c.var.platform, auditBy(c.var.user))),
  )
  .post('/admin/payouts/:id/:action', admins, (c) =>
    act(c, OptionalReason, 'payout-changed', ({ reason }) => {
      const id = parseId(c.req.param('id'));
      const action = PAYOUT_ACTIONS.find((name) => name === c.req.param('action'));
      if (id === undefined || !action) throw new Refusal('not-found', PAYOUT_MESSAGES.notFound);
      return actOnPayout(c.var.platform, auditBy(c.var.user), id, action, reason ?? '');
    }),
  );
