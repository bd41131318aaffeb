import { Button, Menu } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../../lib/error-text";
import { toast } from "../../../../lib/toast";
import { type ExportFilters, exportCustomers } from "../api/export-customers";

/** The list's Export menu: the filtered customers as CSV or XLSX. */
export function ExportMenu({ companyId, filters }: { companyId: string; filters: ExportFilters }) {
  const { t } = useTranslation("customers");
  const run = (format: "csv" | "xlsx") =>
    exportCustomers(companyId, filters, format, t("transfer.fileName")).catch((error: unknown) =>
      toast("failure", errorText(error, t("transfer.exportFailed")), 6000),
    );
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t("transfer.export")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run("csv")}>{t("transfer.exportCsv")}</Menu.Item>
        <Menu.Item onClick={() => void run("xlsx")}>{t("transfer.exportXlsx")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
