/** The channels a message can go by, in the order a person's choices are tried. */
export const CHANNELS = ['push', 'whatsapp', 'sms', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
/** Which channels a person hears on. */
export type ChannelChoice = Record<Channel, boolean>;
