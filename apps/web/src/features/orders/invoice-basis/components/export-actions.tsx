import type { InvoiceExportCreate, InvoiceFileFormat, InvoiceSums } from "@app/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypeXml, IconTable } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../../lib/confirm";
import { errorText } from "../../../../lib/error-text";
import { formatMoney } from "../../../../lib/money";
import { toast } from "../../../../lib/toast";
import { useCreateExport } from "../api/create-export";
import { downloadExport } from "../api/download-export";
import type { Scope } from "../api/keys";

const icons = { csv: IconTable, xlsx: IconFileSpreadsheet, ubl: IconFileTypeXml };

/**
 * The sums of what an export takes (the rows picked, else every order shown) and the export
 * buttons: each confirms that exporting marks the orders invoiced, exports, then downloads the file.
 */
export function ExportActions({
  scope,
  sums,
  selectedCount,
  request,
}: {
  scope: Scope;
  sums: InvoiceSums;
  selectedCount: number;
  request: InvoiceExportCreate;
}) {
  const { t, i18n } = useTranslation("invoiceBasis");
  const money = (ore: number) => formatMoney(ore, i18n.language);
  const create = useCreateExport(scope);
  const run = (format: InvoiceFileFormat) =>
    create.mutate(request, {
      onSuccess: ({ export: made, skipped }) => {
        toast("success", t("export.done", { count: made.orders.length }), 4000);
        if (skipped.length > 0) toast("failure", t("export.skipped", { count: skipped.length }), 8000);
        downloadExport(scope.companyId, made, format, t("export.fileName", { date: made.issuedOn })).catch(
          (error: unknown) => toast("failure", errorText(error, t("export.downloadFailed")), 8000),
        );
      },
      onError: (error) =>
        toast("failure", errorText(error, t("export.failed"), { orderIds: t("export.noneLeft") }), 8000),
    });
  const ask = (format: InvoiceFileFormat) =>
    confirmAction({
      title: t("export.confirmTitle"),
      message: t("export.confirmMessage", { count: sums.count }),
      confirm: t("export.confirm"),
      onConfirm: () => run(format),
    });
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        {t("totals.summary", {
          count: sums.count,
          net: money(sums.netOre),
          vat: money(sums.vatOre),
          gross: money(sums.grossOre),
        })}
        {selectedCount > 0 ? ` (${t("totals.selected", { count: selectedCount })})` : ""}
      </Text>
      <Group gap="xs">
        {(["csv", "xlsx", "ubl"] as const).map((format) => {
          const Icon = icons[format];
          return (
            <Button
              key={format}
              variant={format === "ubl" ? "filled" : "default"}
              leftSection={<Icon size={16} aria-hidden />}
              disabled={sums.count === 0}
              loading={create.isPending && create.variables === request}
              onClick={() => ask(format)}
            >
              {t(`export.${format}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
