import type { Group as Portal } from "@app/contract";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { portalRoutes } from "../api/keys";

/** The company's customer portals with their customer (when the feature is on) and counts. */
export function PortalsTable({ portals, withCustomer }: { portals: Portal[]; withCustomer: boolean }) {
  const { t } = useTranslation("portals");
  const customer: ListColumn<Portal> = {
    accessor: "customer",
    title: t("fields.customer"),
    render: (portal) => portal.customer?.name ?? t("list.noCustomer"),
    cellsStyle: (portal) => (portal.customer ? undefined : { color: "var(--mantine-color-dimmed)" }),
  };
  return (
    <ListTable<Portal>
      aria-label={t("list.tableLabel")}
      records={portals}
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          render: (portal) => (
            <Anchor
              component={Link}
              to={portalRoutes.detail(portal.id)}
              fz="sm"
              fw={500}
              style={{ overflowWrap: "anywhere" }}
            >
              {portal.name}
            </Anchor>
          ),
        },
        ...(withCustomer ? [customer] : []),
        { accessor: "memberCount", title: t("fields.members"), width: 120, textAlign: "right" },
        { accessor: "objectCount", title: t("fields.objects"), width: 120, textAlign: "right" },
      ]}
    />
  );
}
