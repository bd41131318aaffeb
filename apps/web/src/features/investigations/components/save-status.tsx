import { ErrorCode } from "@app/contract";
import { Button, Group, Loader, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import type { SaveState } from "../use-answer-draft";

/** Where one answer's save stands: "Saving…", "Saved", or "Not saved" with why and a retry. */
export function SaveStatus({
  state,
  error,
  question,
  onRetry,
}: {
  state: SaveState;
  error: unknown;
  question: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation("investigations");
  return (
    <Group gap={6} mih={22} aria-live="polite" wrap="nowrap">
      {state === "saving" && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            {t("answer.saving")}
          </Text>
        </>
      )}
      {state === "saved" && (
        <>
          <IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="xs" c="teal.9">
            {t("answer.saved")}
          </Text>
        </>
      )}
      {state === "failed" && (
        <>
          <IconAlertCircle size={14} color="var(--mantine-color-red-8)" aria-hidden />
          <Text size="xs" c="red.9" role="alert">
            {errorText(error, t("answer.notSaved"), {
              [ErrorCode.InvestigationClosed]: t("answer.closedRefusal"),
              [ErrorCode.Forbidden]: t("answer.forbidden"),
              [ErrorCode.Archived]: t("answer.archived"),
            })}
          </Text>
          {!(error instanceof ApiError && error.code === ErrorCode.InvestigationClosed) && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={onRetry}
              aria-label={t("answer.retryLabel", { question })}
            >
              {t("answer.retry")}
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
