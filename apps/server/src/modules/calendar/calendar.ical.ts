import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { Temporal } from "temporal-polyfill";

/** A wall-clock moment in the event's time zone: a day, with a time (HH:MM) or all day. */
export interface WallClock {
  date: string;
  time: string | null;
}

export interface FeedEvent {
  /** Stable across renderings, so a calendar app updates the event rather than adding another. */
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** The company's time zone (IANA). */
  timeZone: string;
  start: WallClock;
  /** The last day (all day) or the end (timed), or null for one day / a moment. */
  end: WallClock | null;
  /** An RRULE (without DTSTART) for a repeating task: one event, the app expands it. */
  rrule: string | null;
}

/** A timed event without an end shows this long, as a point in time is hard to see in calendar apps. */
const MOMENT_MINUTES = 30;

const at = (clock: WallClock) => Temporal.PlainDateTime.from(`${clock.date}T${clock.time}`);

/** The event's DTSTART/DTEND: all-day dates (DTEND the day after the last, RFC 5545) or times with TZID. */
function span(event: FeedEvent) {
  if (event.start.time === null) {
    const last = Temporal.PlainDate.from(event.end?.date ?? event.start.date);
    return { allDay: true, start: Temporal.PlainDate.from(event.start.date), end: last.add({ days: 1 }) };
  }
  const start = at(event.start);
  const end = event.end?.time ? at(event.end) : null;
  return {
    allDay: false,
    start,
    end: end && Temporal.PlainDateTime.compare(end, start) > 0 ? end : start.add({ minutes: MOMENT_MINUTES }),
  };
}

/**
 * The rule as exported: a timed event's UNTIL must be a UTC time (RFC 5545 3.3.10), so a stored
 * last day becomes the end of that day in the event's zone.
 */
function exportedRule(event: FeedEvent) {
  if (!event.rrule || event.start.time === null) return event.rrule;
  return event.rrule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})(?=;|$)/, (_match, year, month, day) => {
    const end = Temporal.PlainDateTime.from(`${year}-${month}-${day}T23:59:59`).toZonedDateTime(event.timeZone);
    return `UNTIL=${end.toInstant().toString().replace(/[-:]/g, "").replace(/\.\d+/, "")}`;
  });
}

/**
 * The feed as iCalendar text: VEVENTs (phones hide VTODOs), all-day for dates, times in their
 * company's zone with its VTIMEZONE; DTSTAMP in UTC.
 */
export function icalendar(name: string, events: FeedEvent[]): string {
  // No calendar-wide zone: each event names its own, and the generator adds one VTIMEZONE per zone used.
  const calendar = ical({ name, timezone: { name: null, generator: getVtimezoneComponent } });
  const stamp = new Date();
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp,
      summary: event.summary,
      description: event.description,
      url: event.url,
      timezone: event.timeZone,
      repeating: exportedRule(event),
      ...span(event),
    });
  }
  return calendar.toString();
}
