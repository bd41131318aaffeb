import type { CustomerImportPreview, CustomerImportResult } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImportModal as FileImportModal } from "../../../../components/import-modal";
import { toast } from "../../../../lib/toast";
import { customerKeys, type Scope } from "../../api/keys";
import { previewImport, runImport } from "../api/import-customers";
import { ImportPreviewTable } from "./import-preview-table";

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** Import customers from CSV: pick a file, see each line new, duplicate or invalid, then import the new ones. */
export function ImportModal({ scope, opened, onClose }: Props) {
  const { t } = useTranslation("customers");
  const queryClient = useQueryClient();
  return (
    <FileImportModal<CustomerImportPreview, CustomerImportResult>
      opened={opened}
      onClose={onClose}
      texts={{
        title: t("transfer.importTitle"),
        hint: t("transfer.hint"),
        file: t("transfer.file"),
        progress: t("transfer.progress"),
        cancel: t("transfer.cancel"),
        previewFailed: t("transfer.previewFailed"),
        failed: t("transfer.importFailed"),
        confirm: (count) => t("transfer.confirm", { count }),
      }}
      accept=".csv,text/csv"
      preview={(file, onProgress) => previewImport(scope.companyId, file, onProgress)}
      run={(file, onProgress) => runImport(scope.companyId, file, onProgress)}
      importable={(preview) => preview.counts.new}
      summary={(preview) => t("transfer.counts", preview.counts)}
      table={(preview) => <ImportPreviewTable rows={preview.rows} />}
      onImported={(result) => {
        void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) });
        toast("success", t("transfer.imported", { count: result.created }), 5000);
      }}
    />
  );
}
