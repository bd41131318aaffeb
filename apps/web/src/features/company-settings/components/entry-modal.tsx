import { CATEGORY_LIMIT, type Category, colorToHex, hexToColor, isHexColor } from "@app/contract";
import { Button, ColorInput, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import type { EntryInput } from "../api/lists";
import { mouseOnlyPicker } from "./color-picker-attributes";

const swatches = ["#1c7ed6", "#e8590c", "#2f9e44", "#c92a2a", "#7048e8", "#f59f00", "#0c8599", "#495057"];
const DEFAULT_COLOR = "#228be6";

/** Create (entry null) or rename and recolour an entry of a list. */
export function EntryModal({
  opened,
  listName,
  entry,
  others,
  saving,
  onClose,
  onSave,
}: {
  opened: boolean;
  listName: string;
  entry: Category | null;
  /** The list's other entries, so a taken name shows before saving. */
  others: Category[];
  saving: boolean;
  onClose: () => void;
  onSave: (input: EntryInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("companySettings");
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", color: DEFAULT_COLOR },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t("lists.errors.nameRequired");
        if (name.length > CATEGORY_LIMIT) return t("lists.errors.nameTooLong");
        const lower = name.toLocaleLowerCase("sv");
        return others.some((o) => o.id !== entry?.id && o.name.toLocaleLowerCase("sv") === lower)
          ? t("lists.errors.nameTaken")
          : null;
      },
      color: (value) => (isHexColor(value) ? null : t("lists.errors.color")),
    },
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = { name: entry?.name ?? "", color: entry ? colorToHex(entry.color) : DEFAULT_COLOR };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, entry, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave({ name: values.name.trim(), color: hexToColor(values.color) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.field === "name") {
        form.setFieldError("name", t("lists.errors.nameTaken"));
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? t("lists.editTitle", { name: entry.name }) : t("lists.createTitle", { list: listName })}
      closeButtonProps={{ "aria-label": t("lists.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t("lists.name")} required maxLength={100} data-autofocus {...form.getInputProps("name")} />
          <ColorInput
            label={t("lists.color")}
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            withEyeDropper={false}
            attributes={mouseOnlyPicker}
            {...form.getInputProps("color")}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t("lists.cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("lists.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
