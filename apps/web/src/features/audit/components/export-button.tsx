import { Button } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { download } from "../../../lib/download";
import { toast } from "../../../lib/toast";
import type { AuditFilters } from "../api/get-audit";
import { auditCsvPath } from "../api/keys";
import { useAuditT } from "../use-audit-t";

/** Downloads the events the filters select as CSV (audit.csv, every matching event). */
export function ExportButton({ companyId, filters }: { companyId: string; filters: AuditFilters }) {
  const t = useAuditT();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(filters as Record<string, string>).toString();
      await download(`${auditCsvPath(companyId)}${query ? `?${query}` : ""}`, "audit.csv");
    } catch {
      toast("failure", t("export.failed"), 5000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={busy}
      onClick={() => void onExport()}
    >
      {t("export.button")}
    </Button>
  );
}
