import type { ProductImportPreview } from "@app/contract";
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
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
  return (
    <Modal opened={opened} onClose={onClose} title={t("import.title")} size="xl">
      <ImportSteps scope={scope} onClose={onClose} />
    </Modal>
  );
}

function ImportSteps({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const { t } = useTranslation("products");
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    setFailure(null);
    if (!picked) return;
    setProgress(0);
    previewProductImport(scope.companyId, picked, setProgress)
      .done.then(setPreview)
      .catch((error: unknown) => setFailure(errorText(error, t("import.previewFailed"))))
      .finally(() => setProgress(null));
  };

  const confirm = () => {
    if (!file) return;
    setProgress(0);
    runProductImport(scope.companyId, file, setProgress)
      .done.then((result) => {
        void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) });
        toast("success", t("import.imported", { count: result.created }), 5000);
        onClose();
      })
      .catch((error: unknown) => setFailure(errorText(error, t("import.failed"))))
      .finally(() => setProgress(null));
  };

  const counts = preview?.counts;
  return (
    <Stack>
      <Text size="sm">{t("import.hint")}</Text>
      <FileInput
        label={t("import.file")}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={pick}
        disabled={progress !== null}
        clearable
      />
      {progress !== null && <Progress value={progress} animated aria-label={t("import.progress")} />}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {preview && counts && (
        <>
          <Text role="status">{t("import.counts", counts)}</Text>
          <ImportPreviewTable rows={preview.rows} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("import.cancel")}
        </Button>
        <Button
          onClick={confirm}
          disabled={!counts || counts.new === 0}
          loading={progress !== null && preview !== null}
        >
          {t("import.confirm", { count: counts?.new ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}
