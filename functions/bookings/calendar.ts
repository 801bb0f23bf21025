import { SLOT_MINUTES } from '#shared/booking-time';

export interface CalendarEvent {
  bookingId: number;
  /** Grows with every change, so calendar apps replace the earlier copy (RFC 5546). */
  sequence: number;
  startsAt: number;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  attendee: { name: string; email: string };
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  now: number;
}

/** 20261123T060000Z */
const utcStamp = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 TEXT escaping. */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 folding: lines of at most 75 octets, continued after CRLF and a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * An iCalendar file for one booking: METHOD:REQUEST while it stands, METHOD:CANCEL once declined
 * or cancelled. Times are written in UTC, which every calendar app converts to the reader's zone.
 */
export function bookingCalendar(event: CalendarEvent): string {
  const cancelled = event.status === 'CANCELLED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mabinti//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@mabinti.co.ke`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.startsAt + SLOT_MINUTES * 60_000)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=Mabinti:mailto:${event.organizerEmail}`,
    `ATTENDEE;CN="${event.attendee.name.replace(/["\r\n]/g, '')}";ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
