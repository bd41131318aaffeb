import { AUDIT_RETENTION_YEARS, auditRetentionYearsSchema } from "@app/contract";
import { NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A typed value of the field: a number, or what is typed until it is one. */
export type RetentionValue = number | string;

export const validRetention = (value: RetentionValue) => auditRetentionYearsSchema.safeParse(value).success;

/** How many years the company keeps its audit log (whole years, 1–50). */
export function AuditRetentionInput({
  value,
  onChange,
}: {
  value: RetentionValue;
  onChange: (value: RetentionValue) => void;
}) {
  const { t } = useTranslation("companySettings");
  return (
    <NumberInput
      label={t("security.retention")}
      description={t("security.retentionHint")}
      suffix={` ${t("security.retentionUnit")}`}
      value={value}
      onChange={onChange}
      min={AUDIT_RETENTION_YEARS.min}
      max={AUDIT_RETENTION_YEARS.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={validRetention(value) ? undefined : t("security.retentionError")}
      maw={320}
    />
  );
}
