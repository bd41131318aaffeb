import type { Flow } from "@app/contract";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import type { Scope } from "../api/keys";
import { flowOutcome } from "../outcome";
import { FlowActions } from "./flow-actions";
import { FlowStatusBadge } from "./flow-status-badge";
import { FlowSteps } from "./flow-steps";

/** One approval flow: its state in words, who asked whom and why, each approver's decision, and what one may do. */
export function FlowCard({ scope, flow }: { scope: Scope; flow: Flow }) {
  const { t } = useTranslation("certify");
  const date = formatDate(flow.createdAt);
  const kind = flow.type === "SINGLE" ? "single" : flow.order;
  return (
    <Paper component="article" withBorder p="sm" radius="sm" aria-label={t("flow.label", { date })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <FlowStatusBadge status={flow.status} />
          <Text size="xs" c="dimmed">
            {t("flow.asked", { name: flow.requestedBy?.name ?? t("flow.someone"), date })} · {t(`flow.${kind}`)}
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {flowOutcome(t, flow)}
        </Text>
        {flow.message && (
          <Text size="sm" c="dimmed">
            {t("flow.message", { message: flow.message })}
          </Text>
        )}
        <FlowSteps flow={flow} />
        <FlowActions scope={scope} flow={flow} />
      </Stack>
    </Paper>
  );
}
