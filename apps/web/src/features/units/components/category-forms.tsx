import { unitCategoryInputSchema } from "@app/contract";
import { Button, Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUnitCategoryChanges } from "../api/unit-categories";

const NAME_MAX = maxLengthOf(unitCategoryInputSchema, "name");

/** The name of a new category, or a category's new name (`category` given): saved with the button or Enter. */
export function CategoryForm({
  scope,
  category,
  disabled,
  onDone,
}: {
  scope: Scope;
  category?: { id: string; name: string };
  disabled?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation("units");
  const { save } = useUnitCategoryChanges(scope);
  const form = useContractForm({
    schema: unitCategoryInputSchema,
    initialValues: { name: category?.name ?? "" },
    message: (_field, issue) =>
      issue.code === "too_big" ? t("form.nameTooLong", { max: NAME_MAX }) : t("categories.nameRequired"),
  });

  const submit = form.onSubmit(({ name }) =>
    save.mutate(
      { id: category?.id, name: name.trim() },
      {
        onSuccess: (saved) => {
          toast(
            "success",
            category ? t("categories.renamed", { name: saved.name }) : t("categories.created", { name: saved.name }),
            5000,
          );
          form.reset();
          onDone?.();
        },
        onError: (error) =>
          toast("failure", errorText(error, t("categories.saveFailed"), { name: t("errors.nameTaken") }), 5000),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={category ? t("categories.newName", { name: category.name }) : undefined}
          label={category ? undefined : t("categories.new")}
          placeholder={t("categories.placeholder")}
          maxLength={NAME_MAX}
          disabled={disabled}
          style={{ flex: 1 }}
          data-autofocus={category ? true : undefined}
          {...form.getInputProps("name")}
        />
        {category ? (
          <Group gap={4} wrap="nowrap">
            <Button type="submit" size="xs" loading={save.isPending}>
              {t("actions.save")}
            </Button>
            <Button size="xs" variant="default" onClick={onDone}>
              {t("actions.cancel")}
            </Button>
          </Group>
        ) : (
          <Button
            type="submit"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={save.isPending}
            disabled={disabled}
          >
            {t("categories.add")}
          </Button>
        )}
      </Group>
    </form>
  );
}
