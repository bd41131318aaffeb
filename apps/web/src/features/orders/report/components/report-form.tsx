import { ErrorCode, type OrderReport, orderReportSaveSchema } from "@app/contract";
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../../lib/error-text";
import { useContractForm } from "../../../../lib/forms";
import { toast } from "../../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSaveReport } from "../api/save-report";
import { type ReportValues, reportValues, toSave } from "../form";
import { DeliveredLines } from "./delivered-lines";
import { ExtraLines } from "./extra-lines";
import { ReportPhotos } from "./report-photos";
import { ReportTotals } from "./report-totals";
import { SignatureField } from "./signature-field";

const messageKey = (field: string, code: string) => {
  if (field.endsWith("uantity")) return "quantity";
  if (field.endsWith("description")) return "description";
  if (field === "timeMinutes") return "time";
  if (field.endsWith("signerName")) return "signerName";
  if (field.startsWith("signature")) return "signature";
  return code === "too_big" ? "tooLong" : "invalid";
};

/** The report written while the order is in progress: saved whole, on the version read. */
export function ReportForm({ scope, report }: { scope: Scope; report: OrderReport }) {
  const { t, i18n } = useTranslation("orderReport");
  const save = useSaveReport(scope, report.orderId);
  const form = useContractForm<ReportValues>({
    schema: orderReportSaveSchema,
    initialValues: reportValues(report, i18n.language),
    toInput: (values) => toSave(values, report.version),
    message: (field, issue) => t(`errors.${messageKey(field, issue.code)}`),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(toSave(values, report.version), {
      onSuccess: () => toast("success", t("form.saved"), 3000),
      onError: (error) => {
        const own = { [ErrorCode.StaleVersion]: t("form.stale"), signature: t("errors.signature") };
        toast("failure", errorText(error, t("form.failed"), own), 6000);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DeliveredLines report={report} form={form} />
        <ReportTotals totals={report.totals} />
        <ExtraLines form={form} />
        <Group align="start" gap="xs">
          <TextInput label={t("time.hours")} inputMode="numeric" w={100} {...form.getInputProps("hours")} />
          <TextInput label={t("time.minutes")} inputMode="numeric" w={100} {...form.getInputProps("minutes")} />
        </Group>
        <Text size="xs" c={form.errors.timeMinutes ? "red" : "dimmed"} mt={-12}>
          {form.errors.timeMinutes ?? t("time.help")}
        </Text>
        <Textarea label={t("note")} autosize minRows={2} maxLength={5000} {...form.getInputProps("note")} />
        <ReportPhotos form={form} companyId={scope.companyId} orderId={report.orderId} />
        <SignatureField form={form} />
        <Select
          label={t("language.label")}
          data={[
            { value: "se", label: t("language.se") },
            { value: "en", label: t("language.en") },
          ]}
          allowDeselect={false}
          w={200}
          {...form.getInputProps("language")}
        />
        <Text size="sm" c={report.complete ? "teal" : "dimmed"}>
          {t(report.complete ? "form.complete" : "form.incomplete")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
