import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { say, showToast, type Words } from '../scripts/toast';
import { DAY_CLOSES, GRID_STARTS, formatDateKey } from '#shared/booking-time';
import type { WorkingWeek } from '#shared/bookings';
import { ORDINARY_WEEK } from '#shared/booking-settings';
import { AVAILABILITY_MESSAGES, AVAILABILITY_TEXT as TEXT } from '#shared/availability-texts';

interface Availability {
  week: WorkingWeek | null;
  blockedDates: string[];
}

/** Opening and closing choices: the grid's starts, then the end of its last slot. */
const TIMES = [...GRID_STARTS, DAY_CLOSES];
/** A day opened in the editor starts as the ordinary week's day (decision 042). */
const OPEN_DAY = ORDINARY_WEEK[1]!;
// Monday first, as people in Kenya read a week.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

interface Props {
  initial: Availability;
  today: string;
  /** The page's names of the weekdays (Sunday first) and of the grid's times, by minute. */
  weekdays: readonly string[];
  times: Record<number, string>;
  /** The BCP 47 tag dates are written in, and the page's words for the texts above (decision 020). */
  dateTag: string;
  words: Words | null;
}

/** A seller's weekly hours and days off, which decide the slots buyers are offered. */
export default function AvailabilityEditor({ initial, today, weekdays, times, dateTag, words }: Props) {
  const text = (english: string, params?: Record<string, string>) => say(english, params, words);
  const dateText = (date: string) => formatDateKey(date, dateTag);
  const [week, setWeek] = useState<WorkingWeek>(initial.week ?? ORDINARY_WEEK);
  const [blocked, setBlocked] = useState(initial.blockedDates);
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  // Each form's one problem, shown above its button (decision 019): the week's, or the days off's.
  const [problem, setProblem] = useState<{ form: 'week' | 'days'; message: string } | null>(null);
  // NOTE: the server-rendered form is inert until hydrated; a change made before would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const change = (weekday: number, hours: WorkingWeek[number]) =>
    setWeek((current) => current.map((value, index) => (index === weekday ? hours : value)));

  async function send(
    form: 'week' | 'days',
    request: () => Promise<Pick<Availability, 'week' | 'blockedDates'>>,
    done: string,
  ) {
    setBusy(true);
    setProblem(null);
    try {
      // The page shows what the server kept, at once: the week and the days off as saved.
      const saved = await request();
      if (saved.week) setWeek(saved.week);
      setBlocked(saved.blockedDates);
      showToast(text(done));
      return true;
    } catch (error) {
      setProblem({ form, message: text(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveWeek(event: SubmitEvent) {
    event.preventDefault();
    // The choices offered are the grid's, so the one mistake left to catch here is a day that
    // closes before it opens; the API checks the whole week again (WorkingHoursSchema).
    if (week.some((hours) => hours && hours.opens >= hours.closes))
      return setProblem({ form: 'week', message: text(AVAILABILITY_MESSAGES.closesAfterOpens) });
    await send('week', () => call(api.me.availability.week.$put({ json: { days: week } })), TEXT.saved);
  }

  async function block(event: SubmitEvent) {
    event.preventDefault();
    if (!day) return setProblem({ form: 'days', message: text(AVAILABILITY_MESSAGES.chooseDate) });
    const added = () => call(api.me.availability['blocked-dates'].$post({ json: { date: day } }));
    if (await send('days', added, TEXT.added)) setDay('');
  }

  return (
    <div className="availability">
      <form onSubmit={saveWeek}>
        <fieldset className="week" disabled={!ready}>
          <legend>{text(TEXT.workingHours)}</legend>
          {ORDER.map((weekday) => {
            const hours = week[weekday] ?? null;
            const name = weekdays[weekday] ?? '';
            return (
              <div className="week-day" key={weekday}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={hours !== null}
                    onChange={(event) => change(weekday, event.target.checked ? OPEN_DAY : null)}
                  />
                  {name}
                </label>
                {hours ? (
                  <span className="week-hours">
                    <select
                      aria-label={text(TEXT.opensAt, { day: name })}
                      value={hours.opens}
                      onChange={(event) => change(weekday, { ...hours, opens: Number(event.target.value) })}
                    >
                      {TIMES.slice(0, -1).map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {times[minutes]}
                        </option>
                      ))}
                    </select>
                    {text(TEXT.to)}
                    <select
                      aria-label={text(TEXT.closesAt, { day: name })}
                      value={hours.closes}
                      onChange={(event) => change(weekday, { ...hours, closes: Number(event.target.value) })}
                    >
                      {TIMES.slice(1).map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {times[minutes]}
                        </option>
                      ))}
                    </select>
                  </span>
                ) : (
                  <span className="week-closed">{text(TEXT.closed)}</span>
                )}
              </div>
            );
          })}
        </fieldset>
        <Problem message={problem?.form === 'week' ? problem.message : null} />
        <button className="button" type="submit" disabled={busy || !ready}>
          {text(TEXT.save)}
        </button>
      </form>

      <form onSubmit={block} className="days-off">
        <div className="field">
          <label htmlFor="blocked-date">{text(TEXT.dayOff)}</label>
          <input
            id="blocked-date"
            type="date"
            min={today}
            value={day}
            disabled={!ready}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <Problem message={problem?.form === 'days' ? problem.message : null} />
        <button className="button secondary" type="submit" disabled={busy || !ready}>
          {text(TEXT.block)}
        </button>
      </form>
      {blocked.length > 0 && (
        <ul className="blocked-list" aria-label={text(TEXT.daysOff)}>
          {blocked.map((date) => (
            <li key={date}>
              {dateText(date)}
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() =>
                  send(
                    'days',
                    () => call(api.me.availability['blocked-dates'][':date'].$delete({ param: { date } })),
                    TEXT.removed,
                  )
                }
              >
                {text(TEXT.remove)} <span className="visually-hidden">{dateText(date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A form's one problem, as FormProblem shows it (forms/Field.tsx): written out here so the
 * bookings page does not load the field code for it (its 90 KB budget, decision 019).
 */
const Problem = ({ message }: { message: string | null }) =>
  message ? (
    <p className="field-error form-problem" role="alert">
      {message}
    </p>
  ) : null;
