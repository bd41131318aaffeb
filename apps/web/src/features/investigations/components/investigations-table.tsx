import type { InvestigationListItem, investigationSorts } from "@app/contract";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ListTable } from "../../../components/list-table";
import { formatDate } from "../../../lib/dates";
import { publicationPath } from "../api/keys";

export interface InvestigationSort {
  sort: (typeof investigationSorts)[number];
  direction: "asc" | "desc";
}

/** The spec's investigation list: name, object number, created, end date (all sortable) and a link to the object. */
export function InvestigationsTable({
  companyId,
  rows,
  fetching,
  sort,
  onSort,
}: {
  companyId: string;
  rows: InvestigationListItem[];
  fetching: boolean;
  sort: InvestigationSort;
  onSort: (sort: InvestigationSort) => void;
}) {
  const { t } = useTranslation("investigations");
  const navigate = useNavigate();
  const objectPath = (row: InvestigationListItem) => publicationPath(companyId, row.id);

  return (
    <ListTable<InvestigationListItem>
      aria-label={t("list.tableLabel")}
      records={rows}
      fetching={fetching}
      sortStatus={{ columnAccessor: sort.sort, direction: sort.direction }}
      onSortStatusChange={(status) =>
        onSort({ sort: status.columnAccessor as InvestigationSort["sort"], direction: status.direction })
      }
      onRowClick={({ record }) => void navigate(objectPath(record))}
      columns={[
        { accessor: "name", title: t("columns.name"), sortable: true },
        { accessor: "objectNumber", title: t("columns.objectNumber"), sortable: true, width: 140, visibleFrom: "sm" },
        {
          accessor: "createdAt",
          title: t("columns.createdAt"),
          sortable: true,
          width: 130,
          visibleFrom: "sm",
          render: (row) => formatDate(row.createdAt),
        },
        {
          accessor: "periodDate",
          title: t("columns.periodDate"),
          sortable: true,
          width: 130,
          render: (row) => formatDate(row.periodDate) || "–",
        },
        {
          accessor: "link",
          title: t("columns.link"),
          width: 90,
          render: (row) => (
            <Anchor
              component={Link}
              to={objectPath(row)}
              fz="sm"
              aria-label={t("list.open", { name: row.name })}
              onClick={(event) => event.stopPropagation()}
            >
              {t("list.openShort")}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
