import { Accordion, Group, Text } from "@mantine/core";
import { describeEvent, type EventLike, eventDate } from "../sentences";
import { useAuditT } from "../use-audit-t";
import { ActionIcon } from "./action-icon";
import { AuditEventDetails } from "./audit-event-details";

/** One event: its sentence and time; opened (click, Enter or Space) it shows its details. */
export function AuditEventItem({ event }: { event: EventLike }) {
  const t = useAuditT();
  return (
    <Accordion.Item value={event.id}>
      <Accordion.Control>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <ActionIcon action={event.action} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {describeEvent(event, t)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.at}>{eventDate(event)}</time>
            </Text>
          </div>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <AuditEventDetails event={event} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
