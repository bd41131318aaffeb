import type { Notice, noticeSorts } from "@app/contract";
import { ActionIcon, Anchor, Text, VisuallyHidden } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { ListTable } from "../../../components/list-table";
import { formatDate } from "../../../lib/dates";
import { isSelected, type Selection, toggle } from "../selection";
import { CategoryLabel } from "./category";
import { DueDate } from "./due-date";
import { ReminderName } from "./reminder-name";

export type Sort = { sort: (typeof noticeSorts)[number]; direction: "asc" | "desc" };

const objectPath = (notice: Notice) => `/companies/${notice.company.id}/publications/${notice.publication.id}`;

/** The reminder list's table: selection, sortable dates and name, a link to each reminder's document. */
export function RemindersTable({
  rows,
  fetching,
  sort,
  onSort,
  selection,
  onSelectionChange,
  detailPath,
  empty,
}: {
  rows: Notice[];
  fetching: boolean;
  sort: Sort;
  onSort: (sort: Sort) => void;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** Where a row's detail opens (keeps the list's address). */
  detailPath: (id: string) => string;
  empty: ReactNode;
}) {
  const { t } = useTranslation("reminders");
  const selected = rows.filter((row) => isSelected(selection, row.id));
  const everything = selection.all && selection.exclude.length === 0;
  const some = selection.all || selection.ids.length > 0;

  return (
    <ListTable<Notice>
      aria-label={t("list.tableLabel")}
      records={rows}
      highlightOnHover
      fetching={fetching}
      empty={empty}
      selectedRecords={selected}
      onSelectedRecordsChange={(next) => {
        // One row (or a shift-range) changed: apply each change to the selection model.
        const now = new Set(next.map((row) => row.id));
        let result = selection;
        for (const row of rows) {
          const was = isSelected(selection, row.id);
          if (was !== now.has(row.id)) result = toggle(result, row.id, !was);
        }
        onSelectionChange(result);
      }}
      allRecordsSelectionCheckboxProps={{
        "aria-label": t("list.selectAll"),
        checked: everything,
        indeterminate: some && !everything,
        onChange: () => onSelectionChange(some ? { all: false, ids: [] } : { all: true, exclude: [] }),
      }}
      getRecordSelectionCheckboxProps={(row) => ({ "aria-label": t("list.select", { name: row.title }) })}
      sortStatus={{ columnAccessor: sort.sort, direction: sort.direction }}
      onSortStatusChange={(status) =>
        onSort({ sort: status.columnAccessor as Sort["sort"], direction: status.direction })
      }
      columns={[
        {
          accessor: "reminderAt",
          title: t("fields.reminderAt"),
          sortable: true,
          noWrap: true,
          render: (row) => <DueDate reminderAt={row.reminderAt} />,
        },
        {
          accessor: "title",
          title: t("fields.title"),
          sortable: true,
          render: (row) => <ReminderName reminder={row} to={detailPath(row.id)} />,
        },
        {
          accessor: "enddate",
          title: t("fields.enddate"),
          sortable: true,
          noWrap: true,
          render: (row) => formatDate(row.enddate) || "–",
          visibleFrom: "sm",
        },
        {
          accessor: "publication",
          title: t("fields.document"),
          render: (row) => (
            <Anchor component={Link} to={objectPath(row)} fz="sm">
              {row.publication.name}
            </Anchor>
          ),
          visibleFrom: "md",
        },
        {
          accessor: "description",
          title: t("fields.description"),
          ellipsis: true,
          width: 180,
          render: (row) => (
            <Text span fz="sm" title={row.description || undefined}>
              {row.description || "–"}
            </Text>
          ),
          visibleFrom: "lg",
        },
        {
          accessor: "manager",
          title: t("fields.manager"),
          noWrap: true,
          render: (row) => row.manager?.name ?? "–",
          visibleFrom: "md",
        },
        {
          accessor: "companyCategory",
          title: t("fields.category"),
          noWrap: true,
          render: (row) => (row.companyCategory ? <CategoryLabel category={row.companyCategory} /> : "–"),
          visibleFrom: "sm",
        },
        {
          accessor: "actions",
          title: <VisuallyHidden>{t("list.actions")}</VisuallyHidden>,
          textAlign: "right",
          width: 56,
          // The name opens the same detail: a phone keeps its width for the date and the name.
          visibleFrom: "xs",
          render: (row) => (
            <LazyTooltip label={t("list.edit", { name: row.title })} openDelay={400}>
              <ActionIcon
                component={Link}
                to={detailPath(row.id)}
                variant="subtle"
                aria-label={t("list.edit", { name: row.title })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          ),
        },
      ]}
    />
  );
}
