import type { CustomerStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useDeleteStatus } from "../api/statuses";
import { StatusBadge } from "./status-badge";

interface Props {
  scope: Scope;
  statuses: CustomerStatus[];
  onEdit: (status: CustomerStatus) => void;
}

/** The statuses in order, with their colour, the default marked and how many customers have each. */
export function StatusesTable({ scope, statuses, onEdit }: Props) {
  const { t } = useTranslation("customers");
  const remove = useDeleteStatus(scope);
  const askRemove = (status: CustomerStatus) =>
    confirmAction({
      title: t("statuses.removeTitle"),
      message: t("statuses.removeMessage", { name: status.name, count: status.customerCount }),
      confirm: t("statuses.remove"),
      onConfirm: () =>
        remove.mutate(status.id, {
          onSuccess: () => toast("success", t("statuses.removed", { name: status.name }), 3000),
          onError: (error) => toast("failure", errorText(error, t("statuses.removeFailed")), 6000),
        }),
    });
  return (
    <ListTable<CustomerStatus>
      aria-label={t("statuses.title")}
      records={statuses}
      columns={[
        { accessor: "position", title: t("statuses.position"), width: 80 },
        { accessor: "name", title: t("statuses.name"), render: (status) => <StatusBadge status={status} /> },
        { accessor: "color", title: t("statuses.color"), visibleFrom: "sm", noWrap: true },
        {
          accessor: "isDefault",
          title: t("statuses.default"),
          render: (status) => status.isDefault && <Badge variant="light">{t("statuses.isDefault")}</Badge>,
        },
        { accessor: "customerCount", title: t("statuses.customers"), textAlign: "right", width: 110 },
        {
          accessor: "actions",
          title: t("statuses.actions"),
          width: 100,
          render: (status) => (
            <RowActions>
              <EditAction label={t("statuses.editOf", { name: status.name })} onClick={() => onEdit(status)} />
              <DeleteAction label={t("statuses.removeOf", { name: status.name })} onClick={() => askRemove(status)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
