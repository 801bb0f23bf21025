import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../tests/support/calendar';
import { bookingCalendar } from './calendar';

describe('bookingCalendar', () => {
  it('keeps CR, LF and CRLF in typed text inside their property', () => {
    const ics = bookingCalendar({
      bookingId: 7,
      sequence: 0,
      startsAt: Date.UTC(2026, 11, 1, 6),
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
      'ORGANIZER;CN=Mabinti:mailto:no-reply@mabinti.co.ke',
    ]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parseCalendar(ics)).toMatchObject({ status: 'TENTATIVE', summary: 'Braids\nSTATUS:CANCELLED' });
  });
});
