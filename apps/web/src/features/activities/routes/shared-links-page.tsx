import "mantine-datatable/styles.css";
import { ActionIcon, Anchor } from "@mantine/core";
import { IconLink, IconTrash } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useActivities, useRevokeLink } from "../api/activities";
import { usePageParam } from "../use-page-param";
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
  const [page, setPage] = usePageParam();
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
      pending={list.isPending}
      error={list.isError}
      empty={list.rows.length === 0}
      emptyIcon={<IconLink aria-hidden />}
      emptyTitle={t("links.empty")}
      emptyDescription={t("links.emptyHint")}
      page={page}
      hasNext={list.hasNext}
      fetching={list.isFetching}
      onPage={setPage}
    >
      <DataTable
        aria-label={t("links.title")}
        withTableBorder
        borderRadius="sm"
        verticalSpacing={6}
        fz="sm"
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
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: "createdAt",
            title: t("columns.created"),
            render: (row) => formatDate(row.createdAt),
            width: 120,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
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
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => askRevoke(row.id, row.publication.name)}
                aria-label={t("links.revokeLabel", { name: row.publication.name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]}
      />
    </ActivityBody>
  );
}
