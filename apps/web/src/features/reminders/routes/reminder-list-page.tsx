import "../reminders.css";
import type { Category } from "@app/contract";
import { Button, EmptyState, Group, Stack, Switch, Text } from "@mantine/core";
import { IconBellOff, IconChecklist } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCategories } from "../api/get-categories";
import { useNotices } from "../api/get-notices";
import type { Scope } from "../api/keys";
import { ReminderFilters } from "../components/reminder-filters";
import { RemindersTable } from "../components/reminders-table";
import { hasFilters, toNoticePage, toNoticeQuery, useListState } from "../filters";
import { hasSelection, noSelection, type Selection } from "../selection";

// The mass edit (a modal with a form, date and member pickers) loads when rows are first selected, not with the list.
const MassEditModal = lazyModal(() => import("../components/mass-edit-modal").then((module) => module.MassEditModal));

/** What the detail route (rendered over the list) gets from it. */
export interface ReminderOutlet {
  scope: Scope;
  categories: Category[];
  /** The list's address, filters included. */
  listPath: string;
}

/** /list/reminder: the company's reminders (needs the documentReminder feature and DocumentReminders). */
export function ReminderListPage() {
  const { t } = useTranslation("reminders");
  return (
    <GatedPage
      title={t("title")}
      feature="documentReminder"
      permission="DocumentReminders"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <ReminderList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function ReminderList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("reminders");
  const { search } = useLocation();
  const [state, setState] = useListState();
  const query = useMemo(() => toNoticePage(state), [state]);
  const filters = useMemo(() => toNoticeQuery(state), [state]);
  const notices = useNotices(scope, query);
  const categories = useCategories(scope);
  const [massEditOpen, setMassEditOpen] = useState(false);

  // The selection belongs to the filters it was made under: other filters start without one.
  const filterKey = JSON.stringify(filters);
  const [selectionOf, setSelectionOf] = useState<{ key: string; selection: Selection }>({
    key: filterKey,
    selection: noSelection,
  });
  const selection = selectionOf.key === filterKey ? selectionOf.selection : noSelection;
  const setSelection = (next: Selection) => setSelectionOf({ key: filterKey, selection: next });
  const selected = hasSelection(selection);
  useEffect(() => {
    if (selected) MassEditModal.preload();
  }, [selected]);

  const listPath = `/list/reminder${search}`;
  const detailPath = (id: string) => `/list/reminder/${id}${search}`;
  const rows = notices.data?.rows ?? [];
  const filtered = hasFilters(state);

  const selectedText = selection.all
    ? selection.exclude.length > 0
      ? t("massEdit.allExcept", { count: selection.exclude.length })
      : t("massEdit.all")
    : t("massEdit.count", { count: selection.ids.length });

  return (
    <>
      <PageTitle
        title={t("title")}
        description={state.all ? t("list.showingAll") : t("list.showingMine")}
        actions={
          <Button
            leftSection={<IconChecklist size={16} aria-hidden />}
            disabled={!selected}
            onClick={() => setMassEditOpen(true)}
          >
            {t("massEdit.open")}
          </Button>
        }
      />
      <Stack gap="sm">
        <ReminderFilters
          scope={scope}
          state={state}
          categories={categories.data ?? []}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <Group justify="space-between" gap="xs" mih={28}>
          <Switch
            label={t("filters.all")}
            checked={state.all === "true"}
            onChange={(event) => void setState({ all: event.currentTarget.checked ? "true" : null, page: null })}
          />
          <Group gap="xs" aria-live="polite">
            <Text size="sm" c="dimmed">
              {selected ? selectedText : ""}
            </Text>
            {selected && (
              <Button variant="subtle" size="compact-sm" onClick={() => setSelection(noSelection)}>
                {t("list.clearSelection")}
              </Button>
            )}
          </Group>
        </Group>
        <QueryBoundary query={notices} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={8}>
          <RemindersTable
            rows={rows}
            fetching={notices.isFetching && notices.isPlaceholderData}
            sort={{ sort: state.sort, direction: state.direction }}
            onSort={(sort) => void setState({ ...sort, page: null })}
            selection={selection}
            onSelectionChange={setSelection}
            detailPath={detailPath}
            empty={
              <EmptyState
                icon={<IconBellOff aria-hidden />}
                title={filtered ? t("list.noMatch") : t("list.empty")}
                description={filtered ? t("list.noMatchHint") : t("list.emptyHint")}
              />
            }
          />
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={notices.data?.hasNext ?? false}
          disabled={notices.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <MassEditModal
        scope={scope}
        opened={massEditOpen}
        selection={selection}
        count={selection.all ? null : selection.ids.length}
        filters={filters}
        onClose={() => setMassEditOpen(false)}
        onDone={() => {
          setMassEditOpen(false);
          setSelection(noSelection);
        }}
      />
      <Outlet context={{ scope, categories: categories.data ?? [], listPath } satisfies ReminderOutlet} />
    </>
  );
}
