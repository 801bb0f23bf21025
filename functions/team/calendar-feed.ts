/**
 * A team member's calendar feed: their bookings as one iCalendar file that Google
 * Calendar or Apple Calendar subscribes to by its secret address. It holds what a stylist needs to
 * see their day (time, service, the client's first name) and no phone number or e-mail, since a
 * calendar app keeps and syncs it elsewhere.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { Platform } from '#functions/platform/platform';
import { bookingsBetween } from './day-repository';
import * as repo from './repository';

const DAY = 86_400_000;
/** A month back and half a year ahead: what a calendar app shows without the feed growing forever. */
const BACK_DAYS = 31;
const AHEAD_DAYS = 183;

const utcParts = (epochMs: number): [number, number, number, number, number] => {
  const at = new Date(epochMs);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
};

/** The feed a secret key opens, or null for a key that opens none. */
export async function memberFeed(platform: Platform, key: string, now = Date.now()): Promise<string | null> {
  const member = /^[a-z2-7]{32}$/.test(key) ? await repo.memberByCalendarKey(platform.db, key) : undefined;
  if (!member) return null;
  const rows = await bookingsBetween(
    platform.db,
    member.sellerId,
    now - BACK_DAYS * DAY,
    now + AHEAD_DAYS * DAY,
    member.id,
  );
  const events: EventAttributes[] = rows.map((row) => ({
    uid: `booking-${row.id}@mabinti.co.ke`,
    start: utcParts(row.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(row.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${row.optionName ?? row.serviceName}: ${firstName(row.name)}`.replace(/[\r\n]+/g, ' '),
    description: `#${row.id} ${row.serviceName}`.replace(/[\r\n]+/g, ' '),
    status: row.status === 'confirmed' || row.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE',
    url: `${platform.siteUrl}/account/day`,
  }));
  const { error, value } = createEvents(events, {
    productId: '-//Mabinti//Team calendar//EN',
    calName: `Mabinti: ${member.name}`,
    method: 'PUBLISH',
  });
  if (error || value === undefined) throw error ?? new Error('The calendar feed could not be written');
  return value;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
