import { DATE_FORMAT, type EsignStatus, esignStatuses, isIsoDate } from "@app/contract";
import { Group, Select } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/** Only a whole YYYY-MM-DD is a date: half-typed text never becomes one. */
const parseIsoDate = (text: string) => (isIsoDate(text.trim()) ? text.trim() : null);

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
      <DateInput
        label={t("filters.deadline")}
        value={deadline}
        onChange={(value) => onChange({ deadline: value })}
        valueFormat={DATE_FORMAT}
        dateParser={parseIsoDate}
        placeholder={DATE_FORMAT}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearDeadline") }}
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
