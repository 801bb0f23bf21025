import { z } from 'zod';

/** The channels a person can choose in /account, in the order they are offered. */
export const CHANNEL_LABELS = {
  email: 'channelLabels.email',
  sms: 'channelLabels.sms',
  whatsapp: 'channelLabels.whatsapp',
} as const;

export const NOTIFICATION_MESSAGES = {
  saved: 'notificationMessages.saved',
  stopAsk: 'notificationMessages.stopAsk',
  stopped: 'notificationMessages.stopped',
  unknownStop: 'notificationMessages.unknownStop',
} as const;

const checked = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The choice as /account posts it (a form's checkboxes) or an island sends it (booleans). */
export const ChannelChoiceSchema = z.object({ email: checked, sms: checked, whatsapp: checked });
export type FormChannelChoice = z.infer<typeof ChannelChoiceSchema>;
/** The channels the form sets; push is turned on per browser by its own switch (decision 032). */
export const FORM_CHANNELS = Object.keys(CHANNEL_LABELS) as Array<keyof typeof CHANNEL_LABELS>;
