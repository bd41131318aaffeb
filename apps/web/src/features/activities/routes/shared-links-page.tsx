import { Anchor } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { DeleteAction } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useActivities, useRevokeLink } from "../api/activities";
import { useActivityPage } from "../list-state";
import { ActivityBody, ActivityFrame } from "./activity-page";

/** /activities/shared-links: the company's live shared links, each with a revoke button. */
export function SharedLinksPage() {
  const { t } = useTranslation("activities");
  return (
    <ActivityFrame title={t("links.title")}>
      {(company, userId) => <LinkList companyId={company.id} userId={userId} />}
    </ActivityFrame>
  );
}

function LinkList({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation("activities");
  const [page, setPage] = useActivityPage();
  const list = useActivities(userId, companyId, "shared-links", page);
  const revoke = useRevokeLink(userId, companyId);

  const askRevoke = (linkId: string, name: string) =>
    confirmAction({
      title: t("links.revokeTitle"),
      message: t("links.revokeConfirm", { name }),
      confirm: t("links.revoke"),
      onConfirm: () =>
        revoke.mutate(linkId, {
          onSuccess: () => toast("success", t("links.revoked"), 5000),
          onError: () => toast("failure", t("links.revokeFailed"), 5000),
        }),
    });

  return (
    <ActivityBody
      list={list}
      emptyIcon={<IconLink aria-hidden />}
      emptyTitle={t("links.empty")}
      emptyDescription={t("links.emptyHint")}
      page={page}
      onPage={setPage}
    >
      <ListTable
        aria-label={t("links.title")}
        records={list.rows}
        columns={[
          {
            accessor: "publication.name",
            title: t("columns.object"),
            render: (row) => (
              <Anchor
                component={Link}
                to={`/companies/${companyId}/publications/${row.publication.id}`}
                fz="sm"
                fw={500}
              >
                {row.publication.name}
              </Anchor>
            ),
          },
          {
            accessor: "createdBy",
            title: t("columns.createdBy"),
            render: (row) => row.createdBy?.name ?? "–",
            visibleFrom: "sm",
          },
          {
            accessor: "createdAt",
            title: t("columns.created"),
            render: (row) => formatDate(row.createdAt),
            width: 120,
            visibleFrom: "sm",
          },
          {
            accessor: "expiresAt",
            title: t("columns.expires"),
            render: (row) => formatDate(row.expiresAt),
            width: 120,
          },
          {
            accessor: "actions",
            title: t("columns.actions"),
            width: 80,
            textAlign: "right",
            render: (row) => (
              <DeleteAction
                label={t("links.revokeLabel", { name: row.publication.name })}
                onClick={() => askRevoke(row.id, row.publication.name)}
              />
            ),
          },
        ]}
      />
    </ActivityBody>
  );
}
