import { ErrorCode, type Investigation } from "@app/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconLock, IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSetInvestigationStatus } from "../api/set-status";
import { StatusBadge } from "./status-badge";

/** Closing was refused until an approved certify flow exists. */
const approvalRequired = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.ApprovalRequired;

interface Props {
  scope: Scope;
  publicationId: string;
  investigation: Investigation;
  /** May start and close it (may edit the object). */
  canChange: boolean;
}

/**
 * The investigation's status and template, with "Start" (open → in progress) and "Close" (after a
 * confirmation). A closed investigation is read-only and is not reopened.
 */
export function InvestigationStatus({ scope, publicationId, investigation, canChange }: Props) {
  const { t } = useTranslation("investigations");
  const { t: tCommon } = useTranslation();
  const change = useSetInvestigationStatus(scope, publicationId);
  const { status } = investigation;
  const approvalNeeded = approvalRequired(change.error);

  const setStatus = (next: "inProgress" | "closed") =>
    change.mutate(next, {
      onSuccess: () => toast("success", t(next === "closed" ? "status.closedDone" : "status.started"), 5000),
      onError: (error) => {
        if (!approvalRequired(error)) toast("failure", errorText(error, t("status.failed")), 5000);
      },
    });
  const close = () =>
    confirmAction({
      title: t("closeConfirm.title"),
      message: t("closeConfirm.message"),
      confirm: t("closeConfirm.confirm"),
      onConfirm: () => setStatus("closed"),
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t("status.label")}
          </Text>
          <StatusBadge status={status} />
          <Text size="sm" c="dimmed">
            {investigation.template
              ? t("object.template", { name: investigation.template.name })
              : t("object.noTemplate")}
          </Text>
        </Group>
        {canChange && status !== "closed" && (
          <Group gap="xs">
            {status === "open" && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                loading={change.isPending && change.variables === "inProgress"}
                onClick={() => setStatus("inProgress")}
              >
                {t("status.start")}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLock size={14} aria-hidden />}
              loading={change.isPending && change.variables === "closed"}
              onClick={close}
            >
              {t("status.close")}
            </Button>
          </Group>
        )}
      </Group>
      {investigation.requiresApproval && status !== "closed" && (
        <Text size="xs" c="dimmed">
          {t("object.requiresApproval")}
        </Text>
      )}
      {approvalNeeded && status !== "closed" && (
        <Alert
          color="orange"
          role="alert"
          title={t("approvalRequired.title")}
          withCloseButton
          closeButtonLabel={tCommon("close")}
          onClose={() => change.reset()}
        >
          {t("approvalRequired.message")}
        </Alert>
      )}
      {status === "closed" && (
        <Text size="sm" c="dimmed">
          {investigation.closedBy && investigation.closedAt
            ? t("object.closedBy", { name: investigation.closedBy.name, date: formatDateTime(investigation.closedAt) })
            : t("object.readOnly")}
        </Text>
      )}
    </Stack>
  );
}
