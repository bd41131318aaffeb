import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUnitOptions } from "../../labels";
import type { ReportForm } from "../form";

/** Work and material beyond the order's lines: description, quantity and unit. */
export function ExtraLines({ form }: { form: ReportForm }) {
  const { t } = useTranslation("orderReport");
  const units = useUnitOptions();
  const lines = form.values.extraLines;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("extra.title")}
      </Title>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("extra.none")}
        </Text>
      )}
      {lines.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id of their own; removal re-keys the rest
        <Group key={index} align="end" gap="xs" wrap="wrap">
          <TextInput
            label={t("extra.description")}
            maxLength={1000}
            style={{ flex: "2 1 200px" }}
            {...form.getInputProps(`extraLines.${index}.description`)}
          />
          <TextInput
            label={t("extra.quantity")}
            inputMode="decimal"
            w={100}
            {...form.getInputProps(`extraLines.${index}.quantity`)}
          />
          <Select
            label={t("extra.unit")}
            data={units}
            searchable
            allowDeselect={false}
            w={200}
            {...form.getInputProps(`extraLines.${index}.unitCode`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("extra.remove", { number: index + 1 })}
            onClick={() => form.removeListItem("extraLines", index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem("extraLines", { description: "", quantity: "1", unitCode: "PCS" })}
        >
          {t("extra.add")}
        </Button>
      </Group>
    </Stack>
  );
}
