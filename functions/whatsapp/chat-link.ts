import type { Config } from '#functions/platform/config';
import type { Locale } from '#shared/i18n/locales';

/**
 * A listing's link into a WhatsApp chat with the business that starts its booking:
 * `https://wa.me/254700000000?text=BOOK%201234` ("WEKA 1234" in Kiswahili, which also sets the
 * chat's language); null while the conversation channel is not set up.
 */
export function listingChatLink(
  config: Pick<Config, 'WHATSAPP_NUMBER' | 'WHATSAPP_APP_SECRET'>,
  id: string | number | undefined,
  locale: Locale,
) {
  if (!config.WHATSAPP_NUMBER || !config.WHATSAPP_APP_SECRET || id === undefined) return null;
  const words = `${locale === 'sw' ? 'WEKA' : 'BOOK'} ${id}`;
  return `https://wa.me/${config.WHATSAPP_NUMBER.replace(/^\+/, '')}?text=${encodeURIComponent(words)}`;
}
