import type { EventDropArg, EventInput, EventMountArg } from "@fullcalendar/core";
import svLocale from "@fullcalendar/core/locales/sv";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin, { type DateClickArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSwedishHolidays } from "../../../lib/use-holidays";
import { dropped } from "../drop";
import type { Entry } from "../entries";
import { addDays, type CalendarView } from "../range";

const fcViews: Record<Exclude<CalendarView, "list">, string> = {
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
};
const clock = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
/** A month's day shows this many items and a "+N more" that opens the rest (a busy company has hundreds). */
export const MONTH_DAY_ITEMS = 4;

function toEvent(entry: Entry, movable: boolean, name: string): EventInput {
  const timed = entry.time !== null && entry.startDate === null;
  return {
    // eventDidMount names an event once: an entry whose name changes (done, renamed) is mounted anew.
    id: `${entry.key}|${name}`,
    title: entry.title,
    start: timed ? `${entry.date}T${entry.time}` : (entry.startDate ?? entry.date),
    end: entry.startDate ? addDays(entry.date, 1) : undefined,
    allDay: !timed,
    backgroundColor: entry.palette.background,
    borderColor: entry.palette.border,
    textColor: entry.palette.text,
    classNames: [`cal-kind-${entry.kind}`, entry.done ? "cal-done" : "", entry.projected ? "cal-projected" : ""],
    startEditable: movable && entry.kind === "task" && !entry.projected,
    extendedProps: { entry },
  };
}

export interface CalendarGridProps {
  view: Exclude<CalendarView, "list">;
  date: string;
  language: "sv" | "en";
  entries: Entry[];
  range: { from: string; to: string };
  /** May tasks be dragged (the Tasks permission in the address's company). */
  movable: boolean;
  /** How an entry is named to a screen reader (kind, title, date, state). */
  describe: (entry: Entry) => string;
  onOpen: (entry: Entry) => void;
  /** An empty day was clicked (only given when a task may be made there). */
  onDay?: (date: string) => void;
  /** A task was dropped on another day; rejects when the move failed, which puts it back. */
  onMove: (entry: Entry, move: ReturnType<typeof dropped>) => Promise<void>;
}

/** The month, week and day grids (FullCalendar, loaded with its own chunk): weeks from Monday, ISO week numbers. */
export default function CalendarGrid(props: CalendarGridProps) {
  const { view, date, language, entries, range, movable, describe, onOpen, onDay, onMove } = props;
  const { t } = useTranslation("calendar");
  const ref = useRef<FullCalendar>(null);
  useEffect(() => {
    ref.current?.getApi().changeView(fcViews[view], date);
  }, [view, date]);

  const holidays = useSwedishHolidays(range, language);
  const events = useMemo<EventInput[]>(
    () => [
      ...entries.map((entry) => toEvent(entry, movable, describe(entry))),
      ...holidays.map((holiday) => ({
        id: `holiday:${holiday.date}`,
        title: holiday.name,
        start: holiday.date,
        allDay: true,
        display: "background",
        classNames: ["cal-holiday"],
      })),
    ],
    [entries, movable, holidays, describe],
  );

  const drop = (info: EventDropArg) => {
    const entry = info.event.extendedProps.entry as Entry;
    if (!info.event.start) return info.revert();
    onMove(entry, dropped(entry, info.event.start, info.event.allDay)).catch(() => info.revert());
  };

  return (
    <FullCalendar
      ref={ref}
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView={fcViews[view]}
      initialDate={date}
      headerToolbar={false}
      locales={[svLocale]}
      locale={language}
      firstDay={1}
      weekNumbers
      weekNumberCalculation="ISO"
      // The hour grids scroll inside a fixed height, opened at the working day's start.
      height={view === "month" ? "auto" : 720}
      scrollTime="07:00:00"
      dayMaxEvents={view === "month" ? MONTH_DAY_ITEMS : false}
      moreLinkText={(count: number) => t("more.label", { count })}
      moreLinkHint={(count: number) => t("more.hint", { count })}
      // Focusable and opened by Enter already (FullCalendar); named as the button it is.
      moreLinkDidMount={(arg) => arg.el.setAttribute("role", "button")}
      // The day and weekday only: no month/day order that differs between the languages.
      views={{ timeGrid: { dayHeaderFormat: { weekday: "short", day: "numeric" } } }}
      eventTimeFormat={clock}
      slotLabelFormat={clock}
      eventInteractive
      eventDurationEditable={false}
      events={events}
      eventDidMount={(arg: EventMountArg) => {
        const entry = arg.event.extendedProps.entry as Entry | undefined;
        if (!entry) return;
        // FullCalendar makes the event focusable and opens it on Enter; this names it as what it is.
        arg.el.setAttribute("role", "button");
        arg.el.setAttribute("aria-label", describe(entry));
      }}
      eventClick={(arg) => {
        const entry = arg.event.extendedProps.entry as Entry | undefined;
        arg.jsEvent.preventDefault();
        if (entry) onOpen(entry);
      }}
      dateClick={onDay ? (arg: DateClickArg) => onDay(arg.dateStr.slice(0, 10)) : undefined}
      eventDrop={drop}
    />
  );
}
