import { Button } from "@mantine/core";
import { IconFileTypeCsv, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { downloadMatrix, type MatrixFormat } from "../api/download-matrix";

const icons = { csv: IconFileTypeCsv, pdf: IconFileTypePdf };

/** The matrix as a CSV or PDF file (only the kept skill's column when one is chosen). */
export function MatrixExport({
  companyId,
  unit,
  today,
  skillId,
}: {
  companyId: string;
  /** The unit shown; null: nothing to export yet. */
  unit: { id: string; name: string } | null;
  /** The company's day the matrix was read on, in the file's name as the server names it (docs/units.md). */
  today: string | undefined;
  skillId: string | null;
}) {
  const { t } = useTranslation("skills");
  const [busy, setBusy] = useState<MatrixFormat | null>(null);
  const run = (format: MatrixFormat) => {
    if (!unit) return;
    setBusy(format);
    downloadMatrix(
      companyId,
      unit.id,
      format,
      skillId,
      t("matrix.fileName", { unit: unit.name, date: today ?? "", format }),
    )
      .catch((error: unknown) => toast("failure", errorText(error, t("toast.downloadFailed")), 5000))
      .finally(() => setBusy(null));
  };
  return (["csv", "pdf"] as const).map((format) => {
    const Icon = icons[format];
    return (
      <Button
        key={format}
        variant="default"
        leftSection={<Icon size={16} aria-hidden />}
        disabled={!unit}
        loading={busy === format}
        onClick={() => run(format)}
      >
        {t(format === "csv" ? "matrix.exportCsv" : "matrix.exportPdf")}
      </Button>
    );
  });
}
