import { localePath } from '#shared/i18n/locales';
import { useEffect, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { DAY_PARTS, addDays, dayPartOf, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES } from '#shared/booking-messages';
import { api, call } from '#browser/api';
import { LOCALE_TAGS } from '#shared/i18n/locales';
import { useText, type BookingText } from './text';
import { SW_SHORT_WEEKDAYS } from '#shared/i18n/weekdays';

export interface Slot {
  time: string;
  start: string;
}

// The calendar works in the browser's own Date cells; only their calendar date matters, read as
// a Nairobi date key, so a visitor abroad sees the same days the provider does.
const cellOf = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const keyOf = (cell: Date) =>
  `${cell.getFullYear()}-${String(cell.getMonth() + 1).padStart(2, '0')}-${String(cell.getDate()).padStart(2, '0')}`;

/**
 * The calendar in the page's language: month names, weekdays and what a screen reader hears for a
 * day ('25 November 2026, Wednesday', starting with the number the button shows).
 */
function calendarWords({ locale, t }: BookingText) {
  const tag = locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale];
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', weekday: 'long' });
  const caption = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  const dayLabel = (cell: Date, modifiers: { today?: boolean; selected?: boolean }) => {
    const parts = Object.fromEntries(monthYear.formatToParts(cell).map((part) => [part.type, part.value]));
    const notes = [modifiers.today ? t('booking.today') : '', modifiers.selected ? t('booking.selected') : ''];
    return [`${cell.getDate()} ${parts.month} ${parts.year}`, parts.weekday, ...notes.filter(Boolean)].join(', ');
  };
  return {
    formatters: {
      formatCaption: (month: Date) => caption.format(month),
      // sw-KE's "short" weekday is the whole name: cut to three letters, five columns read "Jum".
      formatWeekdayName: (day: Date) =>
        locale === 'sw' ? SW_SHORT_WEEKDAYS[day.getDay()]! : weekdayShort.format(day).slice(0, 3),
    },
    labels: {
      labelDayButton: dayLabel,
      labelWeekday: (day: Date) => weekday.format(day),
      labelNext: () => t('booking.nextMonth'),
      labelPrevious: () => t('booking.previousMonth'),
      labelGrid: (month: Date) => caption.format(month),
    },
  };
}

interface SlotPickerProps {
  serviceId: number | null;
  /** The listing's option chosen (null: its first); the times offered fit its duration. */
  optionId: string | null;
  date: string | null;
  time: string | null;
  /** Bumped by the dialog to fetch the slots again (after a slot was taken meanwhile). */
  refresh: number;
  /** For a team's listing: a member's id, or anyone available. */
  member?: string | null;
  /** The month shown first when no day is chosen (a booking being moved: its own day's). */
  month?: string | null;
  /** A visit at the client's place: the times keep the travel before it (decision 043). */
  atHome?: boolean;
  /** Links to the other ways of booking (the waitlist, visits that repeat); not when moving a booking. */
  others?: boolean;
  /** A class's session (decision 049): several seats are booked on the class page, not as a series or group. */
  inClass?: boolean;
  onDate: (date: string | null) => void;
  onTime: (time: string) => void;
}

/** The Appointment tab: a calendar from today (Nairobi) and the free slots of the chosen day. */
export function SlotPicker({
  serviceId,
  optionId,
  date,
  month,
  time,
  refresh,
  member,
  atHome = false,
  others = true,
  inClass = false,
  onDate,
  onTime,
}: SlotPickerProps) {
  const words = useText();
  const calendar = useMemo(() => calendarWords(words), [words]);
  const today = nairobiDateKey(Date.now());
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The listing's dates with a free time: the rest are greyed out (null while loading, or for an enquiry).
  const [openDays, setOpenDays] = useState<Set<string> | null>(null);

  useEffect(() => {
    if (!serviceId) return;
    let current = true;
    const query = {
      ...(optionId ? { option: optionId } : {}),
      ...(member ? { member } : {}),
      ...(atHome ? { atHome: '1' as const } : {}),
    };
    call(api.services[':id'].days.$get({ param: { id: String(serviceId) }, query }))
      .then((found) => current && setOpenDays(new Set(found.open)))
      .catch(() => undefined); // Without it every day stays clickable; the times say the rest.
    return () => {
      current = false;
    };
  }, [serviceId, optionId, member, atHome, refresh]);

  useEffect(() => {
    if (!date) return;
    let current = true;
    setSlots(null);
    setError(null);
    const request = serviceId
      ? api.services[':id'].slots.$get({
          param: { id: String(serviceId) },
          query: {
            date,
            ...(optionId ? { option: optionId } : {}),
            ...(member ? { member } : {}),
            ...(atHome ? { atHome: '1' as const } : {}),
          },
        })
      : api.slots.$get({ query: { date } });
    call(request, BOOKING_MESSAGES.slotsFailed)
      .then((found) => current && setSlots(found))
      .catch((failure: Error) => current && setError(words.message(failure.message)));
    return () => {
      current = false;
    };
  }, [serviceId, optionId, member, atHome, date, refresh, words]);

  return (
    <div className="slot-picker">
      <DayPicker
        mode="single"
        selected={date ? cellOf(date) : undefined}
        onSelect={(cell) => onDate(cell ? keyOf(cell) : null)}
        disabled={[
          { before: cellOf(today) },
          { after: cellOf(addDays(today, BOOKING_HORIZON_DAYS)) },
          (cell: Date) => openDays !== null && !openDays.has(keyOf(cell)),
        ]}
        startMonth={cellOf(today)}
        endMonth={cellOf(addDays(today, BOOKING_HORIZON_DAYS))}
        defaultMonth={cellOf(date ?? (month && month > today ? month : today))}
        weekStartsOn={1}
        formatters={calendar.formatters}
        labels={calendar.labels}
      />
      <div className="slots" aria-live="polite">
        {!date ? (
          <p className="slots-note">{words.t('booking.chooseDate')}</p>
        ) : error ? (
          <p role="alert">{error}</p>
        ) : !slots ? (
          <p className="slots-note">{words.t('booking.loadingTimes')}</p>
        ) : slots.length === 0 ? (
          <p>{words.message(BOOKING_MESSAGES.noSlots)}</p>
        ) : (
          DAY_PARTS.map((part) => {
            const inPart = slots.filter((slot) => dayPartOf(slotMinutes(slot.time) ?? -1)?.id === part.id);
            if (inPart.length === 0) return null;
            return (
              <fieldset key={part.id} className="slot-group">
                <legend>{words.t(`booking.part.${part.id}`)}</legend>
                <div className="slot-grid">
                  {inPart.map((slot) => (
                    <button
                      key={slot.time}
                      type="button"
                      className={slot.time === time ? 'slot selected' : 'slot'}
                      aria-pressed={slot.time === time}
                      onClick={() => onTime(slot.time)}
                    >
                      <SlotLabel label={words.time(slot.time)} />
                    </button>
                  ))}
                </div>
              </fieldset>
            );
          })
        )}
        {others && serviceId && date && !atHome && (
          <p className="slots-note">
            <a href={localePath(words.locale, `/service/${serviceId}/waitlist`)}>{words.t('booking.waitlist')}</a>
            {' · '}
            {inClass ? (
              <a href={localePath(words.locale, `/service/${serviceId}/class`)}>{words.t('booking.seats')}</a>
            ) : (
              <>
                <a href={localePath(words.locale, `/service/${serviceId}/repeat`)}>{words.t('booking.repeat')}</a>
                {' · '}
                <a href={localePath(words.locale, `/service/${serviceId}/group`)}>{words.t('booking.group')}</a>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/** A time's label, which may wrap only before its last word: "saa 2:00 / asubuhi", "9:00 / AM". */
function SlotLabel({ label }: { label: string }) {
  const cut = label.lastIndexOf(' ');
  if (cut < 0) return label;
  return (
    <>
      <span className="slot-clock">{label.slice(0, cut)}</span> {label.slice(cut + 1)}
    </>
  );
}
