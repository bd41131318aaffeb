import { COMPANY_CREATE, createApiTokenSchema, ErrorCode, type Permission } from "@app/contract";
import { Input, Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { PermissionGroups } from "../../../components/permission-groups";
import { ApiError } from "../../../lib/api-client";
import { useWiderThan } from "../../../lib/breakpoints";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";

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
  const phone = !useWiderThan("sm");
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
  const { t } = useTranslation("integrations");
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
        permissions: values.permissions.filter((p) => p !== COMPANY_CREATE),
      });
    } catch (error) {
      if (error instanceof ApiError && error.field === "name") form.setFieldError("name", errorText(error));
      else {
        const own = { [ErrorCode.PermissionNotHeld]: t("apiTokens.form.notHeld") };
        toast("failure", errorText(error, t("apiTokens.form.failed"), own), 5000);
      }
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
          <PermissionGroups
            mt={6}
            chosen={chosen}
            onToggle={toggle}
            offered={(key) => key !== COMPANY_CREATE}
            selectGroupLabel={(group) => t("apiTokens.form.selectGroup", { group })}
          />
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
