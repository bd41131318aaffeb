import type { CustomerImportPreview } from "@app/contract";
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../../lib/error-text";
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
  return (
    <Modal opened={opened} onClose={onClose} title={t("transfer.importTitle")} size="xl">
      <ImportSteps scope={scope} onClose={onClose} />
    </Modal>
  );
}

function ImportSteps({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const { t } = useTranslation("customers");
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CustomerImportPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    setFailure(null);
    if (!picked) return;
    setProgress(0);
    previewImport(scope.companyId, picked, setProgress)
      .done.then(setPreview)
      .catch((error: unknown) => setFailure(errorText(error, t("transfer.previewFailed"))))
      .finally(() => setProgress(null));
  };

  const confirm = () => {
    if (!file) return;
    setProgress(0);
    runImport(scope.companyId, file, setProgress)
      .done.then((result) => {
        void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) });
        toast("success", t("transfer.imported", { count: result.created }), 5000);
        onClose();
      })
      .catch((error: unknown) => setFailure(errorText(error, t("transfer.importFailed"))))
      .finally(() => setProgress(null));
  };

  const counts = preview?.counts;
  return (
    <Stack>
      <Text size="sm">{t("transfer.hint")}</Text>
      <FileInput
        label={t("transfer.file")}
        accept=".csv,text/csv"
        value={file}
        onChange={pick}
        disabled={progress !== null}
        clearable
      />
      {progress !== null && <Progress value={progress} animated aria-label={t("transfer.progress")} />}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {preview && counts && (
        <>
          <Text role="status">{t("transfer.counts", counts)}</Text>
          <ImportPreviewTable rows={preview.rows} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("transfer.cancel")}
        </Button>
        <Button
          onClick={confirm}
          disabled={!counts || counts.new === 0}
          loading={progress !== null && preview !== null}
        >
          {t("transfer.confirm", { count: counts?.new ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}
