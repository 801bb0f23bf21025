/**
 * A phone channel's incoming messages as the channels use them: each stored once under its
 * provider's id with the reply it got, so the same message twice is acted on and answered once.
 */
import type { Queries } from '#functions/db/client';
import type { inboundMessages } from '#functions/db/schema/phone';
import { earlierReply, storeInbound } from './inbound-repository';

/** What was answered to this provider message before, if it came already. */
export const replyGivenTo = (db: Queries, channel: string, providerId: string) => earlierReply(db, channel, providerId);

/** Takes the message (with its reply) as handled; false when the same message was taken meanwhile. */
export const takeOnce = (db: Queries, row: typeof inboundMessages.$inferInsert) => storeInbound(db, row);
