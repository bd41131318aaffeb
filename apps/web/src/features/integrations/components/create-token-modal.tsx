import { createApiTokenSchema, ErrorCode, type Permission, permissionGroups } from "@app/contract";
import { Checkbox, Fieldset, Input, Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { ApiError } from "../../../lib/api-client";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";

type Label = { en: string; se: string };

/** Only the platform grants it: a token never gets it, so it is not offered. */
const PLATFORM_ONLY: Permission = "CompanyCreate";

/** The catalogue's label language for the UI language (the app's `sv` is the spec's `se`). */
const labelLanguage = (language: string): "en" | "se" => (language.startsWith("en") ? "en" : "se");

export interface TokenValues {
  name: string;
  permissions: Permission[];
}

const empty: TokenValues = { name: "", permissions: [] };
const NAME_MAX = maxLengthOf(createApiTokenSchema, "name");

interface Props {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  /** Throws an ApiError when refused. */
  onCreate: (values: TokenValues) => Promise<unknown>;
}

/** A new API token: its name and the permissions chosen from the catalogue's groups (never CompanyCreate). */
export function CreateTokenModal(props: Props) {
  const { t } = useTranslation("integrations");
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("apiTokens.form.title")}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("cancel") }}
    >
      <CreateTokenForm {...props} />
    </Modal>
  );
}

function CreateTokenForm({ saving, onClose, onCreate }: Props) {
  const { t, i18n } = useTranslation("integrations");
  const language = labelLanguage(i18n.language);
  const form = useContractForm<TokenValues>({
    schema: createApiTokenSchema,
    initialValues: empty,
    message: (field, issue) => {
      if (field === "name") {
        return issue.code === "too_big"
          ? t("apiTokens.form.nameTooLong", { max: NAME_MAX })
          : t("apiTokens.form.nameRequired");
      }
      return t("apiTokens.form.failed");
    },
  });

  const chosen = new Set(form.getValues().permissions);
  const setChosen = (next: Set<Permission>) => form.setFieldValue("permissions", [...next]);
  const toggle = (keys: Permission[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    setChosen(next);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await onCreate({
        name: values.name.trim(),
        permissions: values.permissions.filter((p) => p !== PLATFORM_ONLY),
      });
    } catch (error) {
      if (error instanceof ApiError && error.field === "name") form.setFieldError("name", error.message);
      else if (error instanceof ApiError && error.code === ErrorCode.PermissionNotHeld) {
        toast("failure", t("apiTokens.form.notHeld"), 5000);
      } else toast("failure", t("apiTokens.form.failed"), 5000);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("apiTokens.form.name")}
          description={t("apiTokens.form.nameHint")}
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Input.Wrapper label={t("apiTokens.form.permissions")} description={t("apiTokens.form.permissionsHint")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" mt={6}>
            {permissionGroups.map((group) => {
              const keys = (Object.keys(group.permissions) as Permission[]).filter((key) => key !== PLATFORM_ONLY);
              const on = keys.filter((key) => chosen.has(key)).length;
              const groupLabel = group.label[language];
              return (
                <Fieldset key={group.key} legend={groupLabel} variant="filled" p="sm">
                  <Stack gap={6}>
                    {keys.length > 1 && (
                      <Checkbox
                        size="xs"
                        label={t("apiTokens.form.selectGroup", { group: groupLabel })}
                        checked={on === keys.length}
                        indeterminate={on > 0 && on < keys.length}
                        onChange={(event) => toggle(keys, event.currentTarget.checked)}
                        styles={{ label: { fontStyle: "italic" } }}
                      />
                    )}
                    {keys.map((key) => (
                      <Checkbox
                        key={key}
                        label={(group.permissions as Record<string, Label>)[key]?.[language] ?? key}
                        checked={chosen.has(key)}
                        onChange={(event) => toggle([key], event.currentTarget.checked)}
                      />
                    ))}
                  </Stack>
                </Fieldset>
              );
            })}
          </SimpleGrid>
        </Input.Wrapper>
        <FormActions
          cancel={t("cancel")}
          submit={t("apiTokens.form.submit")}
          onCancel={onClose}
          mt="sm"
          loading={saving}
        />
      </Stack>
    </form>
  );
}
