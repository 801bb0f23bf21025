import ICAL from 'ical.js';

/** Parses an .ics text with ical.js (a full RFC 5545 parser) and returns its one event. */
export function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    description: event.getFirstPropertyValue('description') as string,
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().getTime(),
  };
}
