import type { EsignRequest } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { formatDateTime } from "../../../lib/dates";

type Event = EsignRequest["events"][number];

/** The audit trail: what happened, when, by whom and from which address. */
export function EsignEvents({ events }: { events: Event[] }) {
  const { t } = useTranslation("esign");
  return (
    <ListTable<Event>
      aria-label={t("detail.events")}
      records={events}
      columns={[
        { accessor: "at", title: t("detail.at"), width: 150, render: (e) => formatDateTime(e.at) },
        { accessor: "type", title: t("detail.event"), render: (e) => t(`event.${e.type}`) },
        { accessor: "actor", title: t("detail.actor"), render: (e) => e.actor?.name ?? t("detail.system") },
        { accessor: "ip", title: t("detail.ip"), render: (e) => e.ip ?? "–", visibleFrom: "sm" },
      ]}
    />
  );
}
