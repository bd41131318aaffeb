import type { ProductImportPreview, ProductImportResult } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImportModal as FileImportModal } from "../../../components/import-modal";
import { toast } from "../../../lib/toast";
import { previewProductImport, runProductImport } from "../api/import-products";
import { productKeys, type Scope } from "../api/keys";
import { ImportPreviewTable } from "./import-preview-table";

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** Import products from CSV or XLSX: pick a file, see each line new, duplicate or invalid, then import the new ones. */
export function ImportModal({ scope, opened, onClose }: Props) {
  const { t } = useTranslation("products");
  const queryClient = useQueryClient();
  return (
    <FileImportModal<ProductImportPreview, ProductImportResult>
      opened={opened}
      onClose={onClose}
      texts={{
        title: t("import.title"),
        hint: t("import.hint"),
        file: t("import.file"),
        progress: t("import.progress"),
        cancel: t("import.cancel"),
        previewFailed: t("import.previewFailed"),
        failed: t("import.failed"),
        confirm: (count) => t("import.confirm", { count }),
      }}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      preview={(file, onProgress) => previewProductImport(scope.companyId, file, onProgress)}
      run={(file, onProgress) => runProductImport(scope.companyId, file, onProgress)}
      importable={(preview) => preview.counts.new}
      summary={(preview) => t("import.counts", preview.counts)}
      table={(preview) => <ImportPreviewTable rows={preview.rows} />}
      onImported={(result) => {
        void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) });
        toast("success", t("import.imported", { count: result.created }), 5000);
      }}
    />
  );
}
