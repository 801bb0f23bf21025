import { describe, expect, it } from 'vitest';
import { nairobiInstant } from '#functions/scheduling/clock';
import { sendTime } from './quiet-hours';

/** Quiet hours in Nairobi time, whatever the process's zone (vitest runs far from Nairobi). */
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return nairobiInstant(date, h * 60 + m);
};
const EARLY = at('2026-12-01', '06:00');

describe('quiet hours', () => {
  it('let a message due by day go when it is due', () => {
    expect(sendTime(at('2026-12-02', '08:00'), null, EARLY)).toBe(at('2026-12-02', '08:00'));
    expect(sendTime(at('2026-12-02', '20:59'), null, EARLY)).toBe(at('2026-12-02', '20:59'));
  });

  it('hold a message due at night until 08:00, before or after midnight', () => {
    expect(sendTime(at('2026-12-02', '21:00'), null, EARLY)).toBe(at('2026-12-03', '08:00'));
    expect(sendTime(at('2026-12-03', '05:30'), at('2026-12-03', '11:00'), EARLY)).toBe(at('2026-12-03', '08:00'));
  });

  it('send at 20:59 the evening before when the booking starts before 08:00', () => {
    // The 2-hour reminder of a 7:30 booking is due at 5:30.
    expect(sendTime(at('2026-12-03', '05:30'), at('2026-12-03', '07:30'), EARLY)).toBe(at('2026-12-02', '20:59'));
    expect(sendTime(at('2026-12-02', '22:00'), at('2026-12-02', '23:59'), EARLY)).toBe(at('2026-12-02', '20:59'));
  });

  it('drop a message whose last moment has passed', () => {
    const lateNight = at('2026-12-02', '23:00');
    expect(sendTime(at('2026-12-03', '05:30'), at('2026-12-03', '07:30'), lateNight)).toBeNull();
  });
});
