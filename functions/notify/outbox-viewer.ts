import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import type { Channel } from '#shared/channels';
import type { Translate } from '#shared/i18n/translate';
import { findMail, recentMails } from './outbox-viewer-repository';

/**
 * The tester's outbox (`OUTBOX_VIEWER=true`, the demo only): the newest messages on every channel,
 * and one message with its attachments. Null or undefined wherever the viewer is off, so its pages answer 404.
 */
export async function outboxMails(platform: Platform) {
  return platform.config.OUTBOX_VIEWER ? recentMails(platform.db, 100) : null;
}

export async function outboxMail(platform: Platform, rawId: string | undefined) {
  const id = parseId(rawId ?? '');
  return platform.config.OUTBOX_VIEWER && id !== undefined ? findMail(platform.db, id) : undefined;
}

/** A channel's name on the viewer's pages, in their language. */
export const channelName = (t: Translate, channel: Channel) =>
  channel === 'email' ? t('outbox.email') : channel === 'sms' ? 'SMS' : 'WhatsApp';
