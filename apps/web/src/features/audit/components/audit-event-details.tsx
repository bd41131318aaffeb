import { Code, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/dates";
import { type EventLike, fieldLabel, formatValue } from "../sentences";
import { useAuditT } from "../use-audit-t";

function Fact({ label, value }: { label: string; value: string | null }) {
  const t = useAuditT();
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {value || t("details.unknown")}
      </Text>
    </div>
  );
}

function Change({ column, before, after }: { column: string; before: unknown; after: unknown }) {
  const t = useAuditT();
  const label = fieldLabel(column, t);
  return (
    <div>
      <Text size="sm" fw={500} component="dt">
        {label ?? <Code>{column}</Code>}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {t("details.change", { before: formatValue(before, t), after: formatValue(after, t) })}
      </Text>
    </div>
  );
}

/** Everything an event recorded: when, from where, with which token, and each field before → after. */
export function AuditEventDetails({ event }: { event: EventLike }) {
  const t = useAuditT();
  const changes = Object.entries(event.changes ?? {});
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact label={t("details.time")} value={formatDateTime(event.at)} />
        <Fact label={t("details.ip")} value={event.ip} />
        <Fact label={t("details.userAgent")} value={event.userAgent} />
        {event.actorTokenId && <Fact label={t("details.token")} value={event.actorTokenId} />}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t("details.changes")}
        </Text>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("details.noChanges")}
          </Text>
        ) : (
          <Stack component="dl" gap={6} m={0}>
            {changes.map(([column, [before, after]]) => (
              <Change key={column} column={column} before={before} after={after} />
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
