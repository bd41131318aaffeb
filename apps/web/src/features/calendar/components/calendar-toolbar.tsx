import { Button, Group, SegmentedControl, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { today } from "../../../lib/dates";
import type { CalendarState } from "../calendar-state";
import { type CalendarView, calendarViews, isoWeek, step, visibleRange } from "../range";

function useRangeTitle({ view, date }: CalendarState) {
  const { t, i18n } = useTranslation("calendar");
  if (view === "week") {
    const { from, to } = visibleRange("week", date);
    return t("range.week", { week: isoWeek(date), from, to });
  }
  if (view === "day") {
    const weekday = new Date(`${date}T12:00:00`).toLocaleDateString(i18n.language, { weekday: "long" });
    return t("range.day", { weekday, date, week: isoWeek(date) });
  }
  return new Date(`${date}T12:00:00`).toLocaleDateString(i18n.language, { month: "long", year: "numeric" });
}

/** Today, previous, next, the period's name and the view: real buttons, in the UI's language. */
export function CalendarToolbar({
  state,
  onChange,
  onNewTask,
}: {
  state: CalendarState;
  onChange: (change: Partial<CalendarState>) => void;
  /** Shown with the Tasks permission: a new task due on the day in view. */
  onNewTask?: () => void;
}) {
  const { t } = useTranslation("calendar");
  const title = useRangeTitle(state);
  const labels = { month: t("view.month"), week: t("view.week"), day: t("view.day"), list: t("view.list") };
  const nav = (direction: 1 | -1) => onChange({ date: step(state.view, state.date, direction) });
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" onClick={() => onChange({ date: today() })}>
          {t("today")}
        </Button>
        <Button variant="default" px="xs" aria-label={t(`previous.${state.view}`)} onClick={() => nav(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </Button>
        <Button variant="default" px="xs" aria-label={t(`next.${state.view}`)} onClick={() => nav(1)}>
          <IconChevronRight size={18} aria-hidden />
        </Button>
        <Title order={2} fz="h4" aria-live="polite" style={{ textTransform: "capitalize" }}>
          {title}
        </Title>
      </Group>
      <Group gap="xs">
        {onNewTask && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewTask}>
            {t("newTask")}
          </Button>
        )}
        <SegmentedControl
          aria-label={t("view.label")}
          value={state.view}
          onChange={(view) => onChange({ view: view as CalendarView })}
          data={calendarViews.map((view) => ({ value: view, label: labels[view] }))}
        />
      </Group>
    </Group>
  );
}
