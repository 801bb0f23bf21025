import { translator } from '#shared/i18n/translate';
/**
 * Contact messages: staff read them and answer; the answer goes out through the mail
 * module (the outbox and the job queue) and is kept with the message, with its audit row, in one
 * transaction.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { findContactMessage, saveAnswer } from './repository';
import type { Platform } from '#functions/platform/platform';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { recordAudit } from './audit-repository';

export async function answerMessage(platform: Platform, actor: User, rawId: string, answer: string) {
  const id = parseId(rawId);
  const message = id === undefined ? undefined : await findContactMessage(platform.db, id);
  if (!message) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
  if (message.answeredAt) throw new Refusal('conflict', 'api.alreadyAnswered');
  const now = Date.now();
  // Worded in the language the message was written from; the answer itself is staff's own.
  const t = translator(message.locale);
  return platform.db.transaction(async (tx) => {
    const answered = await saveAnswer(tx, message.id, answer, actor.id, now);
    if (!answered) throw new Refusal('conflict', 'api.alreadyAnswered');
    await platform.mailer.sendIn(tx, {
      lang: t.locale,
      to: message.email,
      kind: 'contact-answer',
      subject: `Re: ${message.subject}`,
      text: [
        t('notice.hello', { name: message.name }),
        '',
        answer,
        '',
        'Mabinti',
        '',
        '--',
        t('contact.youWrote'),
        ...message.message.split('\n').map((line) => `> ${line}`),
      ].join('\n'),
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'message.answer',
        targetType: 'message',
        targetId: message.id,
        before: { answered: false },
        after: { answered: true },
      },
      now,
    );
    return answered;
  });
}
