/**
 * One message to one person on the channels they chose (decision 017): e-mail (HTML with a plain
 * text alternative, and a stop link), SMS (one text of at most 160 characters where it can be),
 * WhatsApp (an approved template with the same facts as parameters) and Web Push to each browser
 * the person turned it on in (decision 032). A push, text or WhatsApp message that finally fails
 * falls back to e-mail when e-mail was not already carrying it.
 *
 * A notice is described once (`Notice`: its subject, greeting, paragraphs, the text's words, the
 * template's values, the push) and drawn here for each channel: the letter with its signature and
 * footer, the text fitted to its length, the template, the push (decision 038).
 */
import type { Queries } from '#functions/db/client';
import type { FallbackMessage, MailAttachment } from '#functions/db/schema/mail';
import type { Platform } from '#functions/platform/platform';
import { emailHtml } from './email-html';
import { queueMessage } from './outbox';
import { channelsFor, type Recipient } from './preferences';
import { stopKeyFor } from './preferences-repository';
import { sendTime } from './quiet-hours';
import { offeredChannels } from './transports';
import { templateFor } from './whatsapp';
import { fitText } from './texts';
import { localePath, type Locale } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import type { PushNotice } from '#shared/push';

export type NoticeKind =
  | 'booking-update'
  | 'booking-reminder'
  | 'seller-agenda'
  | 'package-expiry'
  | 'review-request'
  | 'money-sent'
  | 'waitlist-offer';

/** A text with a name in it (a listing's) that is shortened, with "...", so the whole fits `limit`. */
export interface FittedText {
  before: string;
  name: string;
  after: string;
  limit?: number;
}

export interface Notice {
  kind: NoticeKind;
  to: Recipient;
  subject: string;
  /** The letter's first line ("Hello Amina,"), when it greets the reader. */
  greeting?: string;
  /** The letter's paragraphs, each of one or more lines; it is signed below them. */
  paragraphs: string[];
  /** Files the e-mail carries (a booking's .ics). */
  attachments?: MailAttachment[];
  /** The SMS, whole or fitted; it is also what the outbox shows for the WhatsApp message. */
  text: string | FittedText;
  /** The WhatsApp template's parameters, in its order. */
  whatsapp: string[];
  /** When what it is about starts: texts due in quiet hours wait for 08:00 or go at 20:59 before it. */
  startsAt?: number;
  /** The language it is written in (localeFor): the e-mail's footer and the WhatsApp template follow it. */
  locale?: Locale;
  /** The notification a browser shows (service and time only); a notice without one goes on the other channels. */
  push?: PushNotice;
  /**
   * The text asks for a reply ("Reply 1 to confirm, 2 to cancel"): each number it goes to is
   * recorded, in the transaction that queues it, and a WhatsApp template carries these buttons.
   */
  prompt?: { buttons: string[]; record: (db: Queries, phone: string, now: number) => Promise<void> };
}

/** The notice as a letter: its subject, and the greeting, paragraphs and signature as plain text. */
export const letterOf = (notice: Pick<Notice, 'subject' | 'greeting' | 'paragraphs' | 'attachments'>) => ({
  subject: notice.subject,
  text: [...(notice.greeting ? [notice.greeting] : []), ...notice.paragraphs, 'Mabinti'].join('\n\n'),
  attachments: notice.attachments,
});

const textOf = ({ text }: Notice) =>
  typeof text === 'string' ? text : fitText(text.before, text.name, text.after, text.limit);

/** Queues the notice on each of the person's channels; how many messages were queued. */
export async function notify(db: Queries, platform: Platform, notice: Notice, now = Date.now()): Promise<number> {
  const { channels: chosen, lastResort, pushless } = await channelsFor(db, notice.to);
  // A channel that cannot deliver (no provider, in production) gives its place to e-mail.
  const offered = offeredChannels(platform.transports, platform.config.production);
  let channels = chosen.filter(
    (item) => offered.includes(item.channel) && (item.channel !== 'push' || notice.push !== undefined),
  );
  if (channels.length === 0 && (chosen.length > 0 || pushless) && lastResort) {
    channels = [{ channel: 'email', address: lastResort }];
  }
  const going = new Set(channels.map((item) => item.channel));
  const t = translator(notice.locale);
  const email = async (to: string): Promise<FallbackMessage> => {
    const stop = `${platform.siteUrl}/notifications/stop/${await stopKeyFor(db, to, 'email')}`;
    const footer = [
      t('notice.stopEmails', { link: stop }),
      t('notice.manageNotices', { link: `${platform.siteUrl}${localePath(t.locale, '/account/notifications')}` }),
    ];
    const letter = letterOf(notice);
    return {
      channel: 'email',
      to,
      ...letter,
      attachments: letter.attachments ?? null,
      text: `${letter.text}\n\n--\n${footer.join('\n')}`,
      html: emailHtml(letter.text, platform.siteUrl, footer, t.locale),
    };
  };
  const fallback = lastResort && !going.has('email') ? await email(lastResort) : null;
  const textAt = sendTime(now, notice.startsAt ?? Number.POSITIVE_INFINITY, now) ?? now;
  let pushes = 0;
  for (const { channel, address } of channels) {
    if (channel === 'push') {
      // Only the first browser's push carries the fallback: one e-mail, not one per browser.
      const push = notice.push!;
      await queueMessage(
        db,
        platform.transports,
        {
          channel,
          to: address,
          subject: push.title,
          text: push.body,
          push,
          kind: notice.kind,
          userId: notice.to.userId,
          fallback: pushes++ === 0 ? fallback : null,
          notBefore: textAt,
        },
        now,
      );
      continue;
    }
    if (channel === 'email') {
      await queueMessage(
        db,
        platform.transports,
        { ...(await email(address)), kind: notice.kind, userId: notice.to.userId },
        now,
      );
      continue;
    }
    if (notice.prompt) await notice.prompt.record(db, address, now);
    const template =
      channel === 'whatsapp' ? templateFor(platform.config, notice.kind, notice.whatsapp, t.locale) : null;
    // The WhatsApp reminder's Confirm and Cancel buttons answer as "1" and "2" do by SMS.
    if (template && notice.prompt) template.buttons = notice.prompt.buttons;
    await queueMessage(
      db,
      platform.transports,
      {
        channel,
        to: address,
        subject: channel === 'sms' ? 'SMS' : 'WhatsApp',
        text: textOf(notice),
        template,
        kind: notice.kind,
        userId: notice.to.userId,
        fallback,
        notBefore: textAt,
      },
      now,
    );
  }
  return channels.length;
}

/** A job's notice (a reminder, an agenda…): queued in the job's transaction, at the job's time; its result. */
export async function notifyFromJob(tx: Queries, platform: Platform, notice: Notice, job: { runAt: number }) {
  const queued = await notify(tx, platform, notice, job.runAt);
  return queued ? 'sent' : 'skipped: every channel turned off';
}
