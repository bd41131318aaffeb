import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PickedMember } from "../../../components/member-picker";

/** The chosen approvers in the order they are asked, each with a remove button. */
export function ApproverList({ approvers, onRemove }: { approvers: PickedMember[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation("certify");
  if (approvers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("start.noApprovers")}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" p={0} m={0} aria-label={t("start.approvers")}>
      {approvers.map((approver, index) => (
        <Group key={approver.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" truncate>
            {index + 1}. {approver.name} ({approver.email})
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("start.remove", { name: approver.name })}
            onClick={() => onRemove(approver.id)}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
