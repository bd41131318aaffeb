import { Anchor, Badge, Group, List, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Entry } from "../entries";

/** One entry of the list: a task opens in the editor, anything else is a link to its page. */
function EntryRow({ entry, onOpen }: { entry: Entry; onOpen: (e: Entry) => void }) {
  const { t } = useTranslation("calendar");
  const label = (
    <Text
      component="span"
      size="sm"
      td={entry.done ? "line-through" : undefined}
      fs={entry.projected ? "italic" : undefined}
    >
      {entry.title}
    </Text>
  );
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap">
        <Badge
          variant="outline"
          styles={{
            root: {
              // The kind's name stays whole on a phone; the title beside it wraps instead.
              flexShrink: 0,
              background: entry.palette.background,
              borderColor: entry.palette.border,
              color: entry.palette.text,
            },
          }}
        >
          {t(`kind.${entry.kind}`)}
        </Badge>
        {entry.time && <Text size="sm">{entry.time}</Text>}
        {entry.kind === "task" ? (
          <UnstyledButton onClick={() => onOpen(entry)} c="blue.8">
            {label}
          </UnstyledButton>
        ) : (
          <Anchor component={Link} to={entry.link}>
            {label}
          </Anchor>
        )}
        {entry.done && <Text size="xs">({t("state.done")})</Text>}
        {entry.projected && <Text size="xs">({t("state.projected")})</Text>}
      </Group>
    </List.Item>
  );
}

/** The list view: the period's entries day by day, readable and usable without the grid. */
export function EntryList({ entries, onOpen }: { entries: Entry[]; onOpen: (e: Entry) => void }) {
  const days = [...new Set(entries.map((entry) => entry.date))];
  return (
    <Stack gap="md">
      {days.map((day) => (
        <section key={day} aria-labelledby={`calendar-day-${day}`}>
          <Title order={3} fz="sm" id={`calendar-day-${day}`}>
            {day}
          </Title>
          <List listStyleType="none" spacing={4} mt={4}>
            {entries
              .filter((entry) => entry.date === day)
              .map((entry) => (
                <EntryRow key={entry.key} entry={entry} onOpen={onOpen} />
              ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
