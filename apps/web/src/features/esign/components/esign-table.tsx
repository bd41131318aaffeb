import type { EsignShare, esignSortKeys } from "@app/contract";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ListTable } from "../../../components/list-table";
import { formatDate } from "../../../lib/dates";
import { publicationPath } from "../api/keys";

export interface EsignSort {
  sort: (typeof esignSortKeys)[number];
  direction: "asc" | "desc";
}

/** The spec's e-sign list: name, shared by, created, deadline and a link; a row opens the object page. */
export function EsignTable({
  companyId,
  rows,
  fetching,
  sort,
  onSort,
}: {
  companyId: string;
  rows: EsignShare[];
  fetching: boolean;
  sort: EsignSort;
  onSort: (sort: EsignSort) => void;
}) {
  const { t } = useTranslation("esign");
  const navigate = useNavigate();
  const objectPath = (row: EsignShare) => publicationPath(companyId, row.publication.id);

  return (
    <ListTable<EsignShare>
      aria-label={t("list.tableLabel")}
      records={rows}
      fetching={fetching}
      sortStatus={{ columnAccessor: sort.sort, direction: sort.direction }}
      onSortStatusChange={(status) =>
        onSort({ sort: status.columnAccessor as EsignSort["sort"], direction: status.direction })
      }
      onRowClick={({ record }) => void navigate(objectPath(record))}
      columns={[
        { accessor: "name", title: t("columns.name"), sortable: true, render: (row) => row.publication.name },
        { accessor: "sharedBy", title: t("columns.sharedBy"), render: (row) => row.sharedBy.email, visibleFrom: "sm" },
        {
          accessor: "created",
          title: t("columns.created"),
          sortable: true,
          width: 130,
          render: (row) => formatDate(row.createdAt),
          visibleFrom: "sm",
        },
        {
          accessor: "deadline",
          title: t("columns.deadline"),
          sortable: true,
          width: 130,
          render: (row) => formatDate(row.deadline),
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
              aria-label={t("list.open", { name: row.publication.name })}
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
