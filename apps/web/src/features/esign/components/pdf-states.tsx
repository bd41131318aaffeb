import { Alert, Skeleton, Stack } from "@mantine/core";
import { IconFileAlert } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A page-sized placeholder while the document or the viewer loads. */
export function PdfLoading() {
  const { t } = useTranslation("esign");
  return (
    <Stack role="status" aria-busy="true" aria-label={t("document.loading")}>
      <Skeleton h={360} />
    </Stack>
  );
}

/**
 * The document could not be shown (not fetched, not readable, the viewer not loaded): the download remains.
 * `message`: the server's reason, when it gave one (the document changed since it was sent).
 */
export function PdfFailed({ message }: { message?: string }) {
  const { t } = useTranslation("esign");
  return (
    <Alert color="gray" icon={<IconFileAlert size={18} aria-hidden />}>
      {message ?? t("document.failed")}
    </Alert>
  );
}
