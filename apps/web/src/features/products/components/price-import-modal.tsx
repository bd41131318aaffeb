import type { PriceImportPreview, PriceImportResult, PriceListDetail } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImportModal } from "../../../components/import-modal";
import { toast } from "../../../lib/toast";
import { previewPriceImport, runPriceImport } from "../api/import-prices";
import { productKeys, type Scope } from "../api/keys";
import { PriceImportPreviewTable } from "./price-import-preview-table";

interface Props {
  scope: Scope;
  list: PriceListDetail;
  opened: boolean;
  onClose: () => void;
}

/** Import a price list's prices from CSV or XLSX (PriceLists): a line per product and quantity, previewed, then written. */
export function PriceImportModal({ scope, list, opened, onClose }: Props) {
  const { t } = useTranslation("products");
  const queryClient = useQueryClient();
  return (
    <ImportModal<PriceImportPreview, PriceImportResult>
      opened={opened}
      onClose={onClose}
      texts={{
        title: t("priceImport.title", { name: list.name }),
        hint: t("priceImport.hint"),
        file: t("priceImport.file"),
        progress: t("priceImport.progress"),
        cancel: t("priceImport.cancel"),
        previewFailed: t("priceImport.previewFailed"),
        failed: t("priceImport.failed"),
        confirm: (count) => t("priceImport.confirm", { count }),
      }}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      preview={(file, onProgress) => previewPriceImport(scope.companyId, list.id, file, onProgress)}
      run={(file, onProgress) => runPriceImport(scope.companyId, list.id, file, onProgress)}
      importable={(preview) => preview.products.new + preview.products.changed}
      summary={(preview) => t("priceImport.counts", preview.products)}
      table={(preview) => <PriceImportPreviewTable rows={preview.rows} />}
      onImported={(result) => {
        // The list's items and version, and every price asked for.
        void queryClient.invalidateQueries({ queryKey: productKeys.priceLists(scope) });
        void queryClient.invalidateQueries({ queryKey: productKeys.priceCheck(scope, {}).slice(0, -1) });
        toast("success", t("priceImport.imported", result), 5000);
      }}
    />
  );
}
