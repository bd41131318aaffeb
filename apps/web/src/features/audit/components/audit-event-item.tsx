import { Accordion, Divider, Group, Stack, Text } from "@mantine/core";
import { type AuditAct, describeAct } from "../fold";
import { describeEvent, eventDate } from "../sentences";
import { useAuditT } from "../use-audit-t";
import { ActionIcon } from "./action-icon";
import { AuditEventDetails } from "./audit-event-details";

/** One act: its sentence and time; opened (click, Enter or Space) it shows the details of each of its events. */
export function AuditEventItem({ act }: { act: AuditAct }) {
  const t = useAuditT();
  const { event, events } = act;
  return (
    <Accordion.Item value={event.id}>
      <Accordion.Control>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <ActionIcon action={event.action} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {describeAct(act, t)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.at}>{eventDate(event)}</time>
            </Text>
          </div>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {events.length === 1 ? (
          <AuditEventDetails event={event} />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("details.folded", { count: events.length })}
            </Text>
            {events.map((one) => (
              <Stack key={one.id} gap="xs">
                <Divider />
                <Text size="sm" fw={500}>
                  {describeEvent(one, t)}
                </Text>
                <AuditEventDetails event={one} />
              </Stack>
            ))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
