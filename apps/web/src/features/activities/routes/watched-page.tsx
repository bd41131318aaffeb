import { Anchor, Group } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { formatDate } from "../../../lib/dates";
import { useActivities } from "../api/activities";
import { useActivityPage } from "../list-state";
import { ActivityBody, ActivityFrame } from "./activity-page";

/** /activities/watched: the objects the user watches, newest watch first. */
export function WatchedPage() {
  const { t } = useTranslation("activities");
  return (
    <ActivityFrame title={t("watched.title")}>
      {(company, userId) => <WatchedList companyId={company.id} userId={userId} />}
    </ActivityFrame>
  );
}

function WatchedList({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation("activities");
  const typeName = usePublicationTypeName();
  const [page, setPage] = useActivityPage();
  const list = useActivities(userId, companyId, "watched", page);
  return (
    <ActivityBody
      list={list}
      emptyIcon={<IconEye aria-hidden />}
      emptyTitle={t("watched.empty")}
      emptyDescription={t("watched.emptyHint")}
      page={page}
      onPage={setPage}
    >
      <ListTable
        aria-label={t("watched.title")}
        records={list.rows}
        columns={[
          {
            accessor: "name",
            title: t("columns.object"),
            render: (row) => (
              <Group gap={8} wrap="nowrap">
                <PublicationTypeIcon type={row.type} />
                <Anchor component={Link} to={`/companies/${row.companyId}/publications/${row.id}`} fz="sm" fw={500}>
                  {row.name}
                </Anchor>
              </Group>
            ),
          },
          { accessor: "objectNumber", title: t("columns.number"), width: 90 },
          {
            accessor: "type",
            title: t("columns.type"),
            render: (row) => typeName(row.type),
            visibleFrom: "sm",
          },
          {
            accessor: "periodDate",
            title: t("columns.endDate"),
            render: (row) => formatDate(row.periodDate),
            width: 120,
          },
          {
            accessor: "updatedAt",
            title: t("columns.updated"),
            render: (row) => formatDate(row.updatedAt),
            width: 120,
            visibleFrom: "sm",
          },
        ]}
      />
    </ActivityBody>
  );
}
