/**
 * A large account's download, made by a job (decision 028): the file is written to object storage
 * before the job's transaction, which marks it ready and e-mails whoever asked for it.
 */
import type { Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import type { Platform } from '#functions/platform/platform';
import { findUserById } from '#functions/accounts/public';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { formatDay } from '#shared/i18n/format';
import { nairobiDateKey } from '#shared/booking-time';
import { accountDocument, zipOf } from './export';
import { findExport, finishExport } from './exports-repository';

const exportIdOf = (job: JobRow) => Number(job.payload.exportId);
type Prepared = { storageKey: string; size: number } | { skipped: string };

export const exportJob: JobHandler<Prepared> = Object.assign(
  async (tx: Transaction, job: JobRow, platform: Platform, prepared: Prepared) => {
    if ('skipped' in prepared) return prepared.skipped;
    const row = await findExport(tx, exportIdOf(job));
    if (!row) return 'skipped: gone';
    await finishExport(tx, row.id, { status: 'ready', ...prepared });
    const reader = await findUserById(tx, row.requestedBy ?? row.userId);
    if (!reader || reader.erasedAt) return 'ready';
    const t = translator(reader.locale);
    const where = row.requestedBy ? '/admin/people' : localePath(reader.locale, '/account/privacy');
    await platform.mailer.sendIn(tx, {
      lang: t.locale,
      to: reader.email,
      subject: t('privacy.mail.ready.subject'),
      text: [
        t('notice.hello', { name: reader.userName }),
        '',
        t('privacy.mail.ready.text', { until: formatDay(t.locale, nairobiDateKey(row.expiresAt)) }),
        '',
        `${platform.siteUrl}${where}`,
        '',
        'Mabinti',
      ].join('\n'),
    });
    return 'ready';
  },
  {
    async prepare(job: JobRow, platform: Platform): Promise<Prepared> {
      const row = await findExport(platform.db, exportIdOf(job));
      const user = row && (await findUserById(platform.db, row.userId));
      if (!row || row.status !== 'making' || !user) return { skipped: 'skipped: nothing to make' };
      const { document, pictures } = await accountDocument(platform, user, Date.now());
      const bytes = await zipOf(platform, document, pictures);
      const storageKey = `exports/${row.id}-${crypto.randomUUID()}.zip`;
      await platform.storage.put(storageKey, bytes, 'application/zip');
      return { storageKey, size: bytes.length };
    },
    async failed(tx: Transaction, job: JobRow) {
      await finishExport(tx, exportIdOf(job), { status: 'failed', storageKey: null, size: null });
    },
  },
);
