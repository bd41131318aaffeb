import { Chip, ColorSwatch, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type EntryKind, entryKinds, kindPalette, reminderLegend } from "../kinds";

const swatchOf = (kind: EntryKind) => (kind === "reminder" ? reminderLegend : kindPalette[kind]);

/** The kinds shown, as chips in each kind's colour: the filter and the legend in one. */
export function KindFilter({ kinds, onChange }: { kinds: EntryKind[]; onChange: (kinds: EntryKind[]) => void }) {
  const { t } = useTranslation("calendar");
  return (
    <div>
      <Chip.Group multiple value={kinds} onChange={(value) => onChange(value as EntryKind[])}>
        <Group gap="xs" role="group" aria-label={t("kinds.label")}>
          {entryKinds.map((kind) => (
            <Chip key={kind} value={kind} variant="outline">
              <Group gap={6} wrap="nowrap">
                <ColorSwatch
                  size={12}
                  color={swatchOf(kind).background}
                  style={{ border: `2px solid ${swatchOf(kind).border}` }}
                  aria-hidden
                />
                {t(`kinds.${kind}`)}
              </Group>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("kinds.reminderRule")} {t("kinds.states")}
      </Text>
    </div>
  );
}
