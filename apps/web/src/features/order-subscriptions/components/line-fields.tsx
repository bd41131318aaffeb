import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LineChoices } from "../../../components/line-choices";
import { formatMoney, formatQuantity } from "../../../lib/money";
import type { Scope } from "../api/keys";
import { type Draft, isFixed, type LineDraft, newLine } from "../form";
import { ProductSelect } from "./product-select";

/**
 * The template's lines: a product (a configurable one's choices), its quantity and an optional
 * description; priced when each order is made. A line priced by hand or a free line is shown as it is.
 */
export function LineFields({ scope, form }: { scope: Scope; form: UseFormReturnType<Draft> }) {
  const { t } = useTranslation("orderSubscriptions");
  const lines = form.values.lines;
  const add = () => form.insertListItem("lines", newLine(Math.max(0, ...lines.map((line) => line.key)) + 1));
  const remove = (index: number) => (
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
  );
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
      {lines.map((line, index) =>
        isFixed(line) ? (
          <Group key={line.key} gap="xs" align="center" wrap="nowrap">
            <FixedLine line={line} />
            {remove(index)}
          </Group>
        ) : (
          <Stack key={line.key} gap={4}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <div style={{ flex: "2 1 200px" }}>
                <ProductSelect
                  scope={scope}
                  label={t("lines.product")}
                  value={line.product}
                  onChange={(product) =>
                    form.setFieldValue(`lines.${index}`, { ...line, product, choiceIds: [] } satisfies LineDraft)
                  }
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
              {remove(index)}
            </Group>
            {line.product && (
              <Group gap="xs" align="flex-end" wrap="wrap">
                <LineChoices
                  scope={scope}
                  productId={line.product.id}
                  value={line.choiceIds}
                  onChange={(choiceIds) => form.setFieldValue(`lines.${index}.choiceIds`, choiceIds)}
                />
              </Group>
            )}
          </Stack>
        ),
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
          {t("lines.add")}
        </Button>
      </Group>
    </Stack>
  );
}

/** A line the form keeps as it is: its description, quantity, price by hand (or free line) and choices. */
function FixedLine({ line }: { line: LineDraft & { saved: NonNullable<LineDraft["saved"]> } }) {
  const { t, i18n } = useTranslation("orderSubscriptions");
  const saved = line.saved;
  const price =
    saved.unitPriceOre === null
      ? t("lines.fixedUnpriced")
      : t("lines.fixedPrice", { price: formatMoney(saved.unitPriceOre, i18n.language) });
  const choices = saved.choices.map((choice) => choice.name).filter((name) => name !== null);
  return (
    <div style={{ flex: 1 }}>
      <Text size="sm">
        {t("lines.fixedLine", {
          description: saved.description,
          quantity: formatQuantity(saved.quantity, i18n.language),
          price,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {[saved.product ? t("lines.fixedManual") : t("lines.fixedFree"), ...choices].join(" · ")}
      </Text>
    </div>
  );
}
