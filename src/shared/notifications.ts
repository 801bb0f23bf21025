import { z } from 'zod';

/** The channels a person can choose in /account, in the order they are offered. */
export const CHANNEL_LABELS = {
  email: 'E-mail',
  sms: 'SMS (text message)',
  whatsapp: 'WhatsApp',
} as const;

export const NOTIFICATION_MESSAGES = {
  saved: 'Your notification choices are saved.',
  stopAsk: 'Stop these messages?',
  stopped: 'Done: we will send no more of these messages to this address. You can turn them on again in My Account.',
  unknownStop: 'This stop link is not valid.',
} as const;

const checked = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The choice as /account posts it (a form's checkboxes) or an island sends it (booleans). */
export const ChannelChoiceSchema = z.object({ email: checked, sms: checked, whatsapp: checked });
export type ChannelChoiceInput = z.infer<typeof ChannelChoiceSchema>;
