import type { InvoiceExport, InvoiceFileFormat } from "@app/contract";
import { Badge, Button, Group, Menu } from "@mantine/core";
import { IconArrowBackUp, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type ListColumn, ListTable } from "../../../../components/list-table";
import { confirmAction } from "../../../../lib/confirm";
import { formatDateTime } from "../../../../lib/dates";
import { errorText } from "../../../../lib/error-text";
import { formatMoney } from "../../../../lib/money";
import { toast } from "../../../../lib/toast";
import { downloadExport } from "../api/download-export";
import type { Scope } from "../api/keys";
import { useUndoExport } from "../api/undo-export";

/** The latest exports: each one's files again, and its undo (the orders back to reported). */
export function ExportsTable({ scope, rows }: { scope: Scope; rows: InvoiceExport[] }) {
  const { t, i18n } = useTranslation("invoiceBasis");
  const undo = useUndoExport(scope);
  const fetchFile = (batch: InvoiceExport, format: InvoiceFileFormat) =>
    downloadExport(scope.companyId, batch, format, t("export.fileName", { date: batch.issuedOn })).catch(
      (error: unknown) => toast("failure", errorText(error, t("export.downloadFailed")), 8000),
    );
  const askUndo = (batch: InvoiceExport) =>
    confirmAction({
      title: t("exports.undoTitle"),
      message: t("exports.undoMessage", { count: batch.sums.count }),
      confirm: t("exports.undo"),
      onConfirm: () =>
        undo.mutate(batch.id, {
          onSuccess: () => toast("success", t("exports.undoDone"), 4000),
          onError: (error) =>
            toast("failure", errorText(error, t("exports.undoFailed"), { undoneAt: t("exports.alreadyUndone") }), 8000),
        }),
    });
  const columns: ListColumn<InvoiceExport>[] = [
    { accessor: "createdAt", title: t("exports.when"), noWrap: true, render: (e) => formatDateTime(e.createdAt) },
    { accessor: "createdBy.name", title: t("exports.by"), visibleFrom: "md", render: (e) => e.createdBy?.name ?? "" },
    { accessor: "orders", title: t("exports.orders"), render: (e) => e.orders.map((o) => o.number).join(", ") },
    {
      accessor: "grossOre",
      title: t("exports.gross"),
      textAlign: "right",
      noWrap: true,
      visibleFrom: "sm",
      render: (e) => formatMoney(e.sums.grossOre, i18n.language),
    },
    {
      accessor: "undoneAt",
      title: t("exports.state"),
      render: (e) =>
        e.undoneAt ? (
          <Badge color="gray.7">{t("exports.undone", { date: formatDateTime(e.undoneAt) })}</Badge>
        ) : (
          <Badge color="teal.9">{t("exports.active")}</Badge>
        ),
    },
    {
      accessor: "actions",
      title: "",
      textAlign: "right",
      render: (e) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t("exports.files", { date: formatDateTime(e.createdAt) })}
              >
                {e.orders.length}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(["csv", "xlsx", "ubl"] as const).map((format) => (
                <Menu.Item key={format} onClick={() => void fetchFile(e, format)}>
                  {t(`exports.download.${format}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {!e.undoneAt && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => askUndo(e)}
            >
              {t("exports.undo")}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return <ListTable<InvoiceExport> aria-label={t("exports.label")} records={rows} columns={columns} />;
}
