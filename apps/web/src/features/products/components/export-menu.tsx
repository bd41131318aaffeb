import { Button, Menu } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { ExportFormat } from "../api/export";

/** An Export menu: the catalogue (the list's filters) or a price list as CSV or XLSX. */
export function ExportMenu({ onExport }: { onExport: (format: ExportFormat) => Promise<unknown> }) {
  const { t } = useTranslation("products");
  const run = (format: ExportFormat) =>
    onExport(format).catch((error: unknown) => toast("failure", errorText(error, t("export.failed")), 6000));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t("export.open")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run("csv")}>{t("export.csv")}</Menu.Item>
        <Menu.Item onClick={() => void run("xlsx")}>{t("export.xlsx")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
