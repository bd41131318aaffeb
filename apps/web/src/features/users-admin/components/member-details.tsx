import {
  type CompanyUser,
  type CompanyUserInput,
  companyUserInputSchema,
  ErrorCode,
  USER_NAME_MAX,
} from "@app/contract";
import { Alert, Button, Group, Radio, Stack, Switch, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";

const toValues = (member: CompanyUser): CompanyUserInput => ({
  name: member.name,
  email: member.email,
  type: member.type,
  features: { denyLoginOnWeb: member.features.denyLoginOnWeb },
});

interface Props {
  member: CompanyUser;
  isSelf: boolean;
  canChangeType: boolean;
  onSave: (input: CompanyUserInput) => Promise<unknown>;
}

/**
 * Name, type and web login of a member; the email shows but only its owner changes it (from their
 * profile). The type can be changed (a guest upgraded to a full user) only with
 * FullUserPermissionsEdit; nobody blocks their own web login or changes their own type.
 */
export function MemberDetails(props: Props) {
  // New stored values (after saving, or someone else's change) are a new starting point.
  return <DetailsForm key={JSON.stringify(toValues(props.member))} {...props} />;
}

function DetailsForm({ member, isSelf, canChangeType, onSave }: Props) {
  const { t } = useTranslation("usersAdmin");
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm<CompanyUserInput>({
    schema: companyUserInputSchema,
    initialValues: toValues(member),
    message: (field) =>
      field === "name" ? t("detail.nameRequired") : field === "email" ? t("detail.emailInvalid") : t("detail.failed"),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await onSave({ ...values, name: values.name.trim(), email: member.email });
    } catch (failure) {
      const text = errorText(failure, t("detail.failed"), { [ErrorCode.Forbidden]: t("detail.typeForbidden") });
      if (failure instanceof ApiError && failure.field && failure.field in values)
        form.setFieldError(failure.field, text);
      else setError(text);
    }
  });

  const typeLocked = isSelf || !canChangeType;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("detail.name")} required maxLength={USER_NAME_MAX + 1} {...form.getInputProps("name")} />
        <TextInput
          label={t("detail.email")}
          type="email"
          readOnly
          description={isSelf ? undefined : t("detail.emailHint")}
          {...form.getInputProps("email")}
        />
        <Radio.Group
          label={t("detail.type")}
          description={
            member.type === "GUEST"
              ? `${t("detail.upgradeHint")} ${canChangeType ? "" : t("detail.typeHint")}`
              : undefined
          }
          {...form.getInputProps("type")}
        >
          <Group mt={6} gap="lg">
            <Radio value="DEFAULT" label={t("types.DEFAULT")} disabled={typeLocked} />
            <Radio value="GUEST" label={t("types.GUEST")} disabled={typeLocked} />
          </Group>
        </Radio.Group>
        <Switch
          label={t("detail.denyLoginOnWeb")}
          description={isSelf ? t("detail.self") : t("detail.denyLoginOnWebHint")}
          disabled={isSelf}
          {...form.getInputProps("features.denyLoginOnWeb", { type: "checkbox" })}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t("detail.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
