import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { PdfFailed, PdfLoading } from "./pdf-states";

// pdf.js is large: it loads with the first page that shows a PDF. If it cannot be loaded (offline, or an
// older open tab after a new release), the document is offered as a download only.
const PdfViewer = lazy<ComponentType<{ file: Blob }>>(() =>
  import("./pdf-viewer").catch(() => ({ default: () => <PdfFailed /> })),
);

interface DocumentQuery {
  isPending: boolean;
  /** Undefined once the query failed. */
  data: Blob | undefined;
  error: unknown;
}

/** The document being signed, shown page by page in the page, with its download as the fallback. */
export function EsignDocument({ query, onDownload }: { query: DocumentQuery; onDownload: () => void }) {
  const { t } = useTranslation("esign");
  return (
    <Paper withBorder p={{ base: "xs", sm: "md" }} radius="sm" component="section" aria-labelledby="esign-document">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="h5" id="esign-document">
            {t("document.title")}
          </Title>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={onDownload}>
            {t("document.download")}
          </Button>
        </Group>
        {query.isPending ? (
          <PdfLoading />
        ) : query.data ? (
          <Suspense fallback={<PdfLoading />}>
            <PdfViewer file={query.data} />
          </Suspense>
        ) : (
          <PdfFailed message={errorText(query.error, t("document.failed"))} />
        )}
      </Stack>
    </Paper>
  );
}
