import type { EsignRequest } from "@app/contract";
import { Button, Group } from "@mantine/core";
import { IconBellRinging, IconDownload, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { downloadEsignPdf, useActOnEsign } from "../api/act-on-esign";
import type { Scope } from "../api/keys";

/**
 * Download the sealed PDF (the original is downloaded where the document is shown); the requester (or Esign) may
 * remind and cancel an active request.
 */
export function RequestActions({ scope, request, manages }: { scope: Scope; request: EsignRequest; manages: boolean }) {
  const { t } = useTranslation("esign");
  const act = useActOnEsign(scope, request.id);
  const failed = (error: unknown) => toast("failure", errorText(error, t("errors.failed")), 5000);
  // Saved under the sealed file's own name, in the request's language (not the screen's).
  const downloadSealed = (name: string) =>
    downloadEsignPdf(scope.companyId, request.id, "sealed", name).catch(() =>
      toast("failure", t("errors.download"), 5000),
    );

  return (
    <Group gap="xs" wrap="wrap">
      {request.sealed && (
        <Button
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => request.sealed && downloadSealed(request.sealed.name)}
        >
          {t("detail.downloadSealed")}
        </Button>
      )}
      {manages && request.status === "active" && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBellRinging size={14} aria-hidden />}
            loading={act.isPending && act.variables?.action === "remind"}
            onClick={() =>
              act.mutate(
                { action: "remind" },
                { onSuccess: () => toast("success", t("detail.reminded"), 5000), onError: failed },
              )
            }
          >
            {t("detail.remind")}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() =>
              confirmAction({
                title: t("detail.cancelTitle"),
                message: t("detail.cancelConfirm", { name: request.document.name }),
                confirm: t("detail.cancelRequest"),
                onConfirm: () =>
                  act.mutate(
                    { action: "cancel" },
                    { onSuccess: () => toast("success", t("detail.cancelled"), 5000), onError: failed },
                  ),
              })
            }
          >
            {t("detail.cancelRequest")}
          </Button>
        </>
      )}
    </Group>
  );
}
