/**
 * What a reply to a reminder says: "1" and its words say the client is coming,
 * "2" and its words cancel. A WhatsApp reminder's quick-reply buttons carry the same answers in
 * their payloads, with the booking they are about.
 */
export const COMING = new Set(['1', 'YES', 'NDIO', 'NDIYO', 'THIBITISHA']);
export const CANCEL = new Set(['2', 'NO', 'HAPANA', 'GHAIRI']);

/** The payloads of a reminder's Confirm and Cancel buttons. */
export const reminderButtons = (bookingId: number) => [`reply:${bookingId}:1`, `reply:${bookingId}:2`];

/** The booking and the answer a reminder button's payload carries, or null. */
export function readReminderButton(payload: string): { bookingId: number; word: '1' | '2' } | null {
  const parts = /^reply:(\d{1,12}):([12])$/.exec(payload);
  return parts ? { bookingId: Number(parts[1]), word: parts[2] as '1' | '2' } : null;
}
