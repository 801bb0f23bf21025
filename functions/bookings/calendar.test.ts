import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../tests/support/calendar';
import { bookingCalendar, type CalendarEvent } from './calendar';

/** A confirmed hour at 09:00 Nairobi time on 1 December 2026, with what a test changes. */
const calendarFor = (changes: Partial<CalendarEvent>) =>
  bookingCalendar({
    bookingId: 9,
    sequence: 0,
    startsAt: Date.UTC(2026, 11, 1, 6),
    endsAt: Date.UTC(2026, 11, 1, 7),
    summary: 'Braids',
    description: 'Mabinti: booking 9',
    location: 'Westlands, Nairobi',
    organizerEmail: 'no-reply@mabinti.co.ke',
    attendee: { name: 'Akinyi', email: 'akinyi@example.com' },
    status: 'CONFIRMED',
    now: Date.UTC(2026, 10, 23),
    ...changes,
  });

describe('bookingCalendar', () => {
  it('keeps CR, LF and CRLF in typed text inside their property', () => {
    const ics = bookingCalendar({
      bookingId: 7,
      sequence: 0,
      startsAt: Date.UTC(2026, 11, 1, 6),
      endsAt: Date.UTC(2026, 11, 1, 7),
      summary: 'Braids\rSTATUS:CANCELLED',
      description: 'Line one\nORGANIZER:mailto:evil@example.com\r\nend',
      location: 'Kasarani\r\nX-INJECTED:1',
      organizerEmail: 'no-reply@mabinti.co.ke',
      attendee: { name: 'Akinyi\r\nX-INJECTED:2', email: 'akinyi@example.com' },
      status: 'TENTATIVE',
      now: Date.UTC(2026, 10, 23),
    });
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines.filter((line) => /^(STATUS|ORGANIZER|X-INJECTED)/.test(line))).toEqual([
      'STATUS:TENTATIVE',
      'ORGANIZER;CN="Mabinti":MAILTO:no-reply@mabinti.co.ke',
    ]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parseCalendar(ics)).toMatchObject({ status: 'TENTATIVE', summary: 'Braids\nSTATUS:CANCELLED' });
  });

  it('ends when the booking ends, in UTC, read back by a full parser: a four-hour booking', () => {
    // 09:00 to 13:00 in Nairobi (UTC+3) on 1 December 2026.
    const startsAt = Date.UTC(2026, 11, 1, 6);
    const endsAt = Date.UTC(2026, 11, 1, 10);
    const ics = calendarFor({ sequence: 2, startsAt, endsAt, summary: 'Bridal makeup and hair (Mabinti)' });
    expect(ics).toMatch(/\r\nDTSTART:20261201T060000Z\r\n/);
    expect(ics).toMatch(/\r\nDTEND:20261201T100000Z\r\n/);
    expect(parseCalendar(ics)).toMatchObject({
      method: 'REQUEST',
      uid: 'booking-9@mabinti.co.ke',
      sequence: 2,
      status: 'CONFIRMED',
      start: startsAt,
      end: endsAt,
    });
    expect((endsAt - startsAt) / 3_600_000).toBe(4);
  });

  it('says CANCEL once a booking is cancelled', () => {
    const ics = calendarFor({ sequence: 3, status: 'CANCELLED' });
    expect(parseCalendar(ics)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  });
});
