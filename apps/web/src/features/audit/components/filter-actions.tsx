import { Badge, Button, CloseButton, Group } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { AuditListState } from "../list-state";
import { useAuditT } from "../use-audit-t";

const NO_FILTERS = { actor: null, action: null, kind: null, from: null, to: null, objectId: null };

/** Under the filters: the object filter (set from an object's History) and "Clear filters". */
export function FilterActions({
  state,
  count,
  onChange,
}: {
  state: AuditListState;
  count: number;
  onChange: (change: Partial<AuditListState>) => void;
}) {
  const t = useAuditT();
  if (count === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {state.objectId && (
        <Badge
          variant="default"
          size="lg"
          tt="none"
          fw={500}
          rightSection={
            <CloseButton size="xs" aria-label={t("filters.clearObject")} onClick={() => onChange({ objectId: null })} />
          }
        >
          {t("filters.object")}
        </Badge>
      )}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={() => onChange(NO_FILTERS)}
      >
        {t("filters.clear")}
      </Button>
    </Group>
  );
}
