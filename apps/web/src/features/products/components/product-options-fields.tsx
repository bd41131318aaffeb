import { PRODUCT_CHOICES_MAX, PRODUCT_OPTIONS_MAX } from "@app/contract";
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { newOption, type ProductDraft } from "../form";
import { MoneyInput } from "./money-input";

/** A configurable product's options (size, material), each with its choices and their price changes. */
export function ProductOptionsFields({ form }: { form: UseFormReturnType<ProductDraft> }) {
  const { t } = useTranslation("products");
  const optionsError = form.errors.options;
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        {t("options.title")}
      </Text>
      {optionsError && (
        <Text c="red.8" size="sm" role="alert">
          {optionsError}
        </Text>
      )}
      {form.values.options.map((option, index) => (
        <OptionFieldset key={option.id ?? `new-${index}`} form={form} index={index} />
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={form.values.options.length >= PRODUCT_OPTIONS_MAX}
          onClick={() => form.insertListItem("options", newOption())}
        >
          {t("options.add")}
        </Button>
      </Group>
    </Stack>
  );
}

function OptionFieldset({ form, index }: { form: UseFormReturnType<ProductDraft>; index: number }) {
  const { t } = useTranslation("products");
  const option = form.values.options[index];
  if (!option) return null;
  const number = index + 1;
  return (
    <Fieldset legend={t("options.legend", { number })} p="sm">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label={t("options.name", { number })}
            required
            style={{ flex: 1 }}
            {...form.getInputProps(`options.${index}.name`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("options.remove", { number })}
            onClick={() => form.removeListItem("options", index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {option.choices.map((choice, at) => (
          <Group key={choice.id ?? `new-${at}`} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              label={t("options.choice", { number, choice: at + 1 })}
              required
              style={{ flex: 2 }}
              {...form.getInputProps(`options.${index}.choices.${at}.name`)}
            />
            <MoneyInput
              label={t("options.priceChange", { number, choice: at + 1 })}
              style={{ flex: 1 }}
              {...form.getInputProps(`options.${index}.choices.${at}.priceChangeOre`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t("options.removeChoice", { number, choice: at + 1 })}
              disabled={option.choices.length === 1}
              onClick={() => form.removeListItem(`options.${index}.choices`, at)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={option.choices.length >= PRODUCT_CHOICES_MAX}
            onClick={() => form.insertListItem(`options.${index}.choices`, { name: "", priceChangeOre: "0" })}
          >
            {t("options.addChoice", { number })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
