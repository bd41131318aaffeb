import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import type { Draft } from "../form";
import { ProductSelect } from "./product-select";

/** The template's lines: a product, its quantity and an optional description; priced when each order is made. */
export function LineFields({ scope, form }: { scope: Scope; form: UseFormReturnType<Draft> }) {
  const { t } = useTranslation("orderSubscriptions");
  const lines = form.values.lines;
  const add = () =>
    form.insertListItem("lines", {
      key: Math.max(0, ...lines.map((line) => line.key)) + 1,
      product: null,
      quantity: 1,
      description: "",
    });
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("lines.title")}
      </Title>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("lines.none")}
        </Text>
      )}
      {lines.map((line, index) => (
        <Group key={line.key} gap="xs" align="flex-end" wrap="wrap">
          <div style={{ flex: "2 1 200px" }}>
            <ProductSelect
              scope={scope}
              label={t("lines.product")}
              value={line.product}
              onChange={(product) => form.setFieldValue(`lines.${index}.product`, product)}
            />
          </div>
          <NumberInput
            label={t("lines.quantity")}
            min={0}
            decimalScale={3}
            w={100}
            {...form.getInputProps(`lines.${index}.quantity`)}
          />
          <TextInput
            label={t("lines.description")}
            style={{ flex: "2 1 160px" }}
            {...form.getInputProps(`lines.${index}.description`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t("lines.remove", { number: index + 1 })}
            onClick={() => form.removeListItem("lines", index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
          {t("lines.add")}
        </Button>
      </Group>
    </Stack>
  );
}
