import type { Company } from "@app/contract";
import { Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { toast } from "../../../lib/toast";
import { type TaskMove, useMoveTask } from "../api/move-task";
import { useCalendarState, useTaskEditorAddress } from "../calendar-state";
import { type Entry, entriesIn } from "../entries";
import { visibleRange } from "../range";
import { useCalendarEntries } from "../use-calendar-entries";
import { CalendarToolbar } from "./calendar-toolbar";
import { CompanyPicker } from "./company-picker";
import { EntryList } from "./entry-list";
import { KindFilter } from "./kind-filter";

// FullCalendar and the holidays load with the calendar only, not with the other pages.
const CalendarGrid = lazy(() => import("./calendar-grid"));

/** The calendar of one company (or all): toolbar, kinds, and the grid or the list of the period. */
export function CalendarBoard({ userId, company }: { userId: string; company: Company | null }) {
  const { t, i18n } = useTranslation("calendar");
  const navigate = useNavigate();
  const { search } = useLocation();
  const [state, setState] = useCalendarState();
  const range = useMemo(() => visibleRange(state.view, state.date), [state.view, state.date]);
  const query = useCalendarEntries(userId, company, range);
  const editor = useTaskEditorAddress();
  const move = useMoveTask(userId);
  const visible = useMemo(() => entriesIn(query.data ?? [], range, state.kinds), [query.data, range, state.kinds]);

  const open = (entry: Entry) => {
    if (entry.kind !== "task") return navigate(entry.link);
    if (company) return editor.open(entry.id);
    // Across companies a task opens in its company's calendar, where the editor knows the company.
    const params = new URLSearchParams(search);
    params.set("task", entry.id);
    navigate(`/calendar/${entry.company.id}?${params}`);
  };
  const onMove = (entry: Entry, dates: Pick<TaskMove, "from" | "to" | "time">) =>
    move
      .mutateAsync({ companyId: entry.company.id, taskId: entry.id, ...dates })
      .then(() => undefined)
      .catch((error: unknown) => {
        toast("failure", t("move.failed"), 6000);
        throw error;
      });
  const describe = useCallback(
    (entry: Entry) =>
      [
        t("entry.label", { kind: t(`kind.${entry.kind}`), title: entry.title, date: entry.date }),
        entry.done ? t("state.done") : "",
        entry.projected ? t("state.projected") : "",
      ]
        .filter(Boolean)
        .join(", "),
    [t],
  );

  return (
    <>
      <PageTitle
        title={t("title")}
        description={company ? company.name : t("company.allDescription")}
        actions={<CompanyPicker companyId={company?.id ?? null} />}
      />
      <Stack gap="sm">
        <CalendarToolbar
          state={state}
          onChange={setState}
          onNewTask={query.canWrite ? () => editor.create(state.date) : undefined}
        />
        <KindFilter kinds={state.kinds} onChange={(kinds) => setState({ kinds })} />
        <QueryBoundary query={query} failed={t("failed")} loadingLabel={t("loading")} placeholders={8}>
          {visible.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              {t("empty")}
            </Text>
          )}
          {state.view === "list" ? (
            <EntryList entries={visible} onOpen={open} />
          ) : (
            <Suspense fallback={<Skeleton h={480} role="status" aria-busy="true" aria-label={t("loading")} />}>
              <CalendarGrid
                view={state.view}
                date={state.date}
                language={i18n.resolvedLanguage === "en" ? "en" : "sv"}
                entries={visible}
                range={range}
                movable={query.canWrite}
                describe={describe}
                onOpen={open}
                onDay={query.canWrite ? editor.create : undefined}
                onMove={onMove}
              />
            </Suspense>
          )}
        </QueryBoundary>
      </Stack>
    </>
  );
}
