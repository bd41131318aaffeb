import { type UpdateName, USER_NAME_MAX, updateNameSchema } from "@app/contract";
import { Button, Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useUpdateName } from "../api/update-name";

/** One's own name, saved with its button; a failure keeps what was typed. */
export function ChangeNameForm({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation("profile");
  const update = useUpdateName(userId);
  const form = useContractForm<UpdateName>({
    schema: updateNameSchema,
    initialValues: { name },
    message: () => t("nameRequired"),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast("success", t("nameSaved"), 4000),
      onError: () => form.setFieldError("name", t("nameFailed")),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t("name")}
          autoComplete="name"
          maxLength={USER_NAME_MAX}
          style={{ flex: 1 }}
          {...form.getInputProps("name")}
        />
        <Button type="submit" variant="light" loading={update.isPending}>
          {t("saveName")}
        </Button>
      </Group>
    </form>
  );
}
