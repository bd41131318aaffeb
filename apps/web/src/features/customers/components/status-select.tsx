import type { CustomerDetail } from "@app/contract";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useStatuses } from "../api/statuses";
import { useUpdateCustomer } from "../api/update-customer";
import { StatusBadge } from "./status-badge";

/** The customer's status: a select for those with CustomerEdit (the server audits each change). */
export function StatusSelect({
  scope,
  customer,
  canEdit,
}: {
  scope: Scope;
  customer: CustomerDetail;
  canEdit: boolean;
}) {
  const { t } = useTranslation("customers");
  const statuses = useStatuses(scope);
  const update = useUpdateCustomer(scope, customer.id);
  const change = (statusId: string | null) =>
    update.mutate(
      { statusId },
      {
        onSuccess: (saved) => toast("success", t("status.changed", { name: saved.status?.name ?? "" }), 3000),
        onError: (error) => toast("failure", errorText(error, t("status.failed")), 6000),
      },
    );
  return (
    <ObjectSection title={t("status.title")}>
      {canEdit ? (
        <Select
          label={t("fields.status")}
          data={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={customer.status?.id ?? null}
          onChange={(statusId) => statusId !== (customer.status?.id ?? null) && change(statusId)}
          disabled={update.isPending || !statuses.data}
          allowDeselect={false}
        />
      ) : (
        <StatusBadge status={customer.status} />
      )}
    </ObjectSection>
  );
}
