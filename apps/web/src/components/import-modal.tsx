import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { errorText } from "../lib/error-text";

/** An upload of the import's file (lib/upload.ts `uploadFile`): its answer once done. */
type Upload<T> = (file: File, onProgress: (percent: number) => void) => { done: Promise<T> };

/** The texts of one import, in its area's language file. */
export interface ImportModalTexts {
  title: string;
  hint: string;
  file: string;
  progress: string;
  cancel: string;
  previewFailed: string;
  failed: string;
  /** The confirm button, for the number of lines (or products) the import will write. */
  confirm: (count: number) => string;
}

interface Props<P, R> {
  opened: boolean;
  onClose: () => void;
  texts: ImportModalTexts;
  /** The file input's accepted types. */
  accept: string;
  preview: Upload<P>;
  run: Upload<R>;
  /** How many of the preview's lines (or products) the import will write: 0 leaves the button disabled. */
  importable: (preview: P) => number;
  /** The preview's counts as a sentence (read out as a status). */
  summary: (preview: P) => string;
  /** The preview's table of lines. */
  table: (preview: P) => ReactNode;
  /** After the import (the modal closes): refresh what it changed, say so. */
  onImported: (result: R) => void;
}

/**
 * The one import modal (docs/architecture.md, "import with a preview"): pick a CSV or XLSX file, see
 * the server's preview of each line with a progress bar while sending, then confirm the import,
 * which writes in one transaction; a refusal is shown in the modal. Used by the customers', the
 * products' and a price list's import, each with its texts, uploads and preview table.
 */
export function ImportModal<P, R>({ opened, onClose, texts, ...steps }: Props<P, R>) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} size="xl">
      <ImportSteps texts={texts} onClose={onClose} {...steps} />
    </Modal>
  );
}

function ImportSteps<P, R>({
  texts,
  onClose,
  accept,
  preview: sendPreview,
  run,
  importable,
  summary,
  table,
  onImported,
}: Omit<Props<P, R>, "opened">) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    setFailure(null);
    if (!picked) return;
    setProgress(0);
    sendPreview(picked, setProgress)
      .done.then(setPreview)
      .catch((error: unknown) => setFailure(errorText(error, texts.previewFailed)))
      .finally(() => setProgress(null));
  };

  const confirm = () => {
    if (!file) return;
    setProgress(0);
    run(file, setProgress)
      .done.then((result) => {
        onImported(result);
        onClose();
      })
      .catch((error: unknown) => setFailure(errorText(error, texts.failed)))
      .finally(() => setProgress(null));
  };

  const count = preview === null ? 0 : importable(preview);
  return (
    <Stack>
      <Text size="sm">{texts.hint}</Text>
      <FileInput
        label={texts.file}
        accept={accept}
        value={file}
        onChange={pick}
        disabled={progress !== null}
        clearable
      />
      {progress !== null && <Progress value={progress} animated aria-label={texts.progress} />}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {preview !== null && (
        <>
          <Text role="status">{summary(preview)}</Text>
          {table(preview)}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button onClick={confirm} disabled={count === 0} loading={progress !== null && preview !== null}>
          {texts.confirm(count)}
        </Button>
      </Group>
    </Stack>
  );
}
