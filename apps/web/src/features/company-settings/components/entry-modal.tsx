import { type Category, categoryInputSchema, colorToHex, ErrorCode, hexToColor, isHexColor } from "@app/contract";
import { ColorInput, Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { FormActions } from "../../../components/form-actions";
import { ApiError } from "../../../lib/api-client";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import type { EntryInput } from "../api/lists";
import { mouseOnlyPicker } from "./color-picker-attributes";

const swatches = ["#1c7ed6", "#e8590c", "#2f9e44", "#c92a2a", "#7048e8", "#f59f00", "#0c8599", "#495057"];
const DEFAULT_COLOR = "#228be6";
const NAME_MAX = maxLengthOf(categoryInputSchema, "name");

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("sv") === b.trim().toLocaleLowerCase("sv");

/** The contract's entry with the colour as the form shows it (#RRGGBB), and no name another entry has. */
const entrySchema = (taken: string[]) =>
  z
    .extend(categoryInputSchema, { color: z.string().check(z.refine(isHexColor)) })
    .check(z.refine((values) => !taken.some((name) => sameName(name, values.name)), { path: ["name"] }));

interface Props {
  opened: boolean;
  listName: string;
  entry: Category | null;
  /** The list's other entries, so a taken name shows before saving. */
  others: Category[];
  saving: boolean;
  onClose: () => void;
  onSave: (input: EntryInput) => Promise<unknown>;
}

/** Create (entry null) or rename and recolour an entry of a list. */
export function EntryModal(props: Props) {
  const { t } = useTranslation("companySettings");
  const { entry } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={entry ? t("lists.editTitle", { name: entry.name }) : t("lists.createTitle", { list: props.listName })}
      closeButtonProps={{ "aria-label": t("lists.cancel") }}
    >
      <EntryForm key={entry?.id ?? "new"} {...props} />
    </Modal>
  );
}

function EntryForm({ entry, others, saving, onClose, onSave }: Props) {
  const { t } = useTranslation("companySettings");
  const form = useContractForm({
    schema: entrySchema(others.filter((o) => o.id !== entry?.id).map((o) => o.name)),
    mode: "controlled",
    initialValues: { name: entry?.name ?? "", color: entry ? colorToHex(entry.color) : DEFAULT_COLOR },
    message: (field, issue) => {
      if (field === "color") return t("lists.errors.color");
      if (issue.code === "too_small") return t("lists.errors.nameRequired");
      return issue.code === "too_big" ? t("lists.errors.nameTooLong") : t("lists.errors.nameTaken");
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave({ name: values.name.trim(), color: hexToColor(values.color) });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.Conflict && error.field === "name") {
        form.setFieldError("name", t("lists.errors.nameTaken"));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("lists.name")}
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <ColorInput
          label={t("lists.color")}
          format="hex"
          swatches={swatches}
          swatchesPerRow={8}
          withEyeDropper={false}
          attributes={mouseOnlyPicker}
          {...form.getInputProps("color")}
        />
        <FormActions
          cancel={t("lists.cancel")}
          submit={t("lists.save")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={saving}
        />
      </Stack>
    </form>
  );
}
