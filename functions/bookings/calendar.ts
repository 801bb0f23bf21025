import { createEvent } from 'ics';

export interface CalendarEvent {
  bookingId: number;
  /** Grows with every change, so calendar apps replace the earlier copy (RFC 5546). */
  sequence: number;
  startsAt: number;
  /** The booking's own end: its option's duration from the start. */
  endsAt: number;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  attendee: { name: string; email: string };
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  now: number;
}

/** An instant as `ics` takes it: UTC parts to the minute. */
const utcParts = (epochMs: number): [number, number, number, number, number] => {
  const at = new Date(epochMs);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
};

/** Typed text with every line break as one LF (the library escapes LF; a lone CR it would not). */
const lines = (value: string) => value.replace(/\r\n|\r/g, '\n');
/** A name inside a parameter: no line breaks or quotes at all. */
const bare = (value: string) => value.replace(/["\r\n]/g, ' ').trim();

/**
 * An iCalendar file for one booking, made by `ics` (a maintained RFC 5545 writer: escaping,
 * folding): METHOD:REQUEST while it stands, METHOD:CANCEL once declined or cancelled. Times are
 * written in UTC, which every calendar app shows in the reader's own zone; the event ends when
 * the booking does.
 */
export function bookingCalendar(event: CalendarEvent): string {
  const cancelled = event.status === 'CANCELLED';
  // DTSTAMP: when this copy was made. `ics` takes it (its schema has it) though its types do not say so.
  const stamp = { timestamp: event.now };
  const { error, value } = createEvent({
    ...stamp,
    productId: '-//Mabinti//Bookings//EN',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: `booking-${event.bookingId}@mabinti.co.ke`,
    sequence: event.sequence,
    start: utcParts(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: lines(event.summary),
    description: lines(event.description),
    location: lines(event.location),
    status: event.status,
    organizer: { name: 'Mabinti', email: event.organizerEmail },
    attendees: [{ name: bare(event.attendee.name), email: event.attendee.email, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
