import type { SubscriptionOccurrence } from "@app/contract";
import { Anchor, Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { useOccurrences } from "../api/get-subscription";
import { type Scope, subscriptionRoutes } from "../api/keys";

/** The subscription's dates, newest first: those still to come, and those with their order (a link to it). */
export function SubscriptionOccurrences({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("orderSubscriptions");
  const query = useOccurrences(scope, publicationId);
  const columns: ListColumn<SubscriptionOccurrence>[] = [
    { accessor: "date", title: t("occurrences.date"), noWrap: true },
    {
      accessor: "order",
      title: t("occurrences.order"),
      render: ({ order }) =>
        order ? (
          <Anchor component={Link} to={subscriptionRoutes.object(scope.companyId, order.id)} fz="sm">
            {t("occurrences.orderNumber", { number: order.number })}
          </Anchor>
        ) : (
          <Badge variant="light" color="gray">
            {t("occurrences.coming")}
          </Badge>
        ),
    },
    {
      accessor: "status",
      title: t("fields.status"),
      render: ({ order }) => (order ? t(`occurrences.orderStatus.${order.status}`) : ""),
    },
  ];
  return (
    <ObjectSection title={t("occurrences.title")}>
      <QueryBoundary
        query={query}
        failed={t("occurrences.failed")}
        loadingLabel={t("occurrences.loading")}
        empty={t("occurrences.empty")}
      >
        {(rows) => (
          <ListTable<SubscriptionOccurrence>
            aria-label={t("occurrences.tableLabel")}
            records={rows}
            columns={columns}
            idAccessor="date"
          />
        )}
      </QueryBoundary>
    </ObjectSection>
  );
}
