import { type EsignStatus, esignStatuses } from "@app/contract";
import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";

/** The spec's filters of the e-sign list: deadline date and status. */
export function EsignFilters({
  status,
  deadline,
  onChange,
}: {
  status: EsignStatus;
  deadline: string | null;
  onChange: (change: { status?: EsignStatus; deadline?: string | null }) => void;
}) {
  const { t } = useTranslation("esign");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <IsoDateInput
        label={t("filters.deadline")}
        value={deadline}
        onChange={(value) => onChange({ deadline: value })}
        w={170}
      />
      <Select
        label={t("filters.status")}
        value={status}
        allowDeselect={false}
        data={esignStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        onChange={(value) => value && onChange({ status: value as EsignStatus })}
        w={170}
      />
    </Group>
  );
}
