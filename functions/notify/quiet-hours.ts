/**
 * Quiet hours: nothing is sent between 21:00 and 08:00 Nairobi time. A message due then
 * waits until 08:00, unless what it is about starts before that, in which case it goes at 20:59 the
 * evening before; if that moment has passed too, it is not sent at all (null).
 */
import { addDays, nairobiDateKey, nairobiWallClock } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';

export const QUIET_FROM_MINUTES = 21 * 60;
export const QUIET_UNTIL_MINUTES = 8 * 60;

/** When a message due at `dueAt` may go: itself, the next 08:00, or 20:59 before `startsAt`. */
export function sendTime(dueAt: number, startsAt: number | null, now: number): number | null {
  const clock = nairobiWallClock(dueAt);
  const minutes = clock.hour * 60 + clock.minute;
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return dueAt;
  // The quiet night this falls in began the evening of `evening` and ends at 08:00 the day after.
  const today = nairobiDateKey(dueAt);
  const evening = minutes >= QUIET_FROM_MINUTES ? today : addDays(today, -1);
  const morning = nairobiInstant(addDays(evening, 1), QUIET_UNTIL_MINUTES);
  if (startsAt === null || startsAt >= morning) return morning;
  const lastCall = nairobiInstant(evening, QUIET_FROM_MINUTES - 1);
  return lastCall >= now ? lastCall : null;
}
