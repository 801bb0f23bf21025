import { translator } from '#shared/i18n/translate';
import { localePath } from '#shared/i18n/locales';
/**
 * Moderators' actions on what people posted: hiding and restoring a listing (its seller
 * is told why, on their account page and by e-mail) or a review, and dismissing reports. Each is one
 * transaction with its audit row; the listing's visibility follows from `hidden_at` through the
 * database's triggers (migration 0020), everywhere listings are shown.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { findUserById } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { MODERATION_MESSAGES, type ListingReportSchema } from '#shared/moderation';
import { MESSAGES } from '#shared/messages';
import type { z } from 'zod';
import { insertListingReport } from './reports-repository';
import { recordAudit } from './audit-repository';
import {
  listingById,
  resolveListingReports,
  resolveReviewReports,
  reviewById,
  setListingHiddenAt,
  setReviewHiddenAt,
  type ListingRow,
} from './moderation-repository';

const idOr404 = (raw: string) => {
  const id = parseId(raw);
  if (id === undefined) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
  return id;
};

/** Hides (reason given) or restores a listing; reports on it are resolved by hiding. */
export async function setListingHidden(platform: Platform, actor: User, rawId: string, hide: boolean, reason: string) {
  const id = idOr404(rawId);
  const now = Date.now();
  const changed = await platform.db.transaction(async (tx) => {
    const before = await listingById(tx, id);
    if (!before) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
    if (Boolean(before.hiddenAt) === hide) return null;
    await setListingHiddenAt(tx, id, hide, reason, now);
    // Read again: RETURNING shows the row before the trigger that recomputes its visibility.
    const after = await listingById(tx, id);
    if (hide) await resolveListingReports(tx, id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: hide ? 'listing.hide' : 'listing.restore',
        targetType: 'listing',
        targetId: id,
        reason,
        before: { hidden: Boolean(before.hiddenAt), hiddenReason: before.hiddenReason, public: isLive(before, now) },
        after: { hidden: hide, hiddenReason: after!.hiddenReason, public: isLive(after!, now) },
      },
      now,
    );
    return after!;
  });
  if (changed) await tellSeller(platform, changed, hide, reason);
  return changed;
}

const isLive = (row: { liveUntil: number | null }, now: number) => (row.liveUntil ?? 0) > now;

async function tellSeller(platform: Platform, listing: ListingRow, hidden: boolean, reason: string) {
  const seller = await findUserById(platform.db, listing.sellerId);
  if (!seller) return;
  // In the seller's language (decision 020); the moderator's reason as they wrote it.
  const t = translator(seller.locale);
  const link = `${platform.siteUrl}${localePath(t.locale, '/account/listings')}`;
  const name = listing.name;
  await platform.mailer.send({
    lang: t.locale,
    to: seller.email,
    kind: 'moderation',
    subject: t(hidden ? 'moderation.hidden.subject' : 'moderation.restored.subject', { name }),
    text: [
      t('notice.hello', { name: seller.userName }),
      '',
      ...(hidden
        ? [t('moderation.hidden.text', { name }), '', t('moderation.why', { reason }), '', t('moderation.notDeleted')]
        : [t('moderation.restored.text', { name }), ...(reason ? ['', reason] : [])]),
      '',
      t('moderation.listings', { link }),
      '',
      'Mabinti',
    ].join('\n'),
  });
}

/** Hides or restores a review; its reports are resolved either way (a moderator has looked). */
export async function setReviewHidden(platform: Platform, actor: User, rawId: string, hide: boolean, reason: string) {
  const id = idOr404(rawId);
  const now = Date.now();
  return platform.db.transaction(async (tx) => {
    const before = await reviewById(tx, id);
    if (!before) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
    if (Boolean(before.hiddenAt) === hide) return null;
    const after = await setReviewHiddenAt(tx, id, hide, now);
    await resolveReviewReports(tx, id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: hide ? 'review.hide' : 'review.restore',
        targetType: 'review',
        targetId: id,
        reason,
        before: { hidden: Boolean(before.hiddenAt) },
        after: { hidden: Boolean(after.hiddenAt) },
      },
      now,
    );
    return after!;
  });
}

/** Dismisses the open reports on a listing or a review: it stays as it is. */
export async function dismissReports(
  platform: Platform,
  actor: User,
  targetType: 'listing' | 'review',
  rawId: string,
  reason: string,
) {
  const id = idOr404(rawId);
  const now = Date.now();
  return platform.db.transaction(async (tx) => {
    const resolved =
      targetType === 'listing' ? await resolveListingReports(tx, id, now) : await resolveReviewReports(tx, id, now);
    if (resolved.length === 0) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
    await recordAudit(
      tx,
      actor,
      {
        action: 'report.dismiss',
        targetType,
        targetId: id,
        reason,
        before: { openReports: resolved.length },
        after: { openReports: 0 },
      },
      now,
    );
    return { dismissed: resolved.length };
  });
}

export async function reportListing(
  platform: Platform,
  reporter: User | null,
  rawId: string,
  input: z.infer<typeof ListingReportSchema>,
) {
  const id = parseId(rawId);
  const listing = id === undefined ? undefined : await listingById(platform.db, id);
  if (!listing || listing.hiddenAt) throw new Refusal('not-found', MESSAGES.serviceNotFound);
  await insertListingReport(platform.db, {
    serviceId: listing.id,
    reason: input.reason,
    note: input.note ?? '',
    reporterId: reporter?.id ?? null,
  });
}
