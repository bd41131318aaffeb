import { ErrorCode, type Skill, skillInputSchema, skillSchema } from "@app/contract";
import { Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { ApiError, staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSaveSkill } from "../api/save-skill";
import { toInput, toValues, type Values } from "../skill-values";

const NAME_MAX = maxLengthOf(skillInputSchema, "name");
const DESCRIPTION_MAX = maxLengthOf(skillInputSchema, "description");
const CATEGORY_MAX = maxLengthOf(skillInputSchema, "category");

interface Props {
  scope: Scope;
  opened: boolean;
  /** The skill edited; null for a new one. */
  skill: Skill | null;
  onClose: () => void;
}

/** Create or edit a skill: name, description, category, validity (months, empty: no expiry) and notice days. */
export function SkillFormModal(props: Props) {
  const { t } = useTranslation("skills");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.skill ? t("definitions.editTitle", { name: props.skill.name }) : t("definitions.createTitle")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <SkillForm key={props.skill?.id ?? "new"} {...props} />
    </Modal>
  );
}

function SkillForm({ scope, skill, onClose }: Props) {
  const { t } = useTranslation("skills");
  const [version, setVersion] = useState(skill?.version);
  const [stale, setStale] = useState<Skill | null>(null);
  const save = useSaveSkill(scope, skill?.id ?? null);
  const form = useContractForm<Values>({
    schema: skillInputSchema,
    toInput: (values) => toInput(values, version),
    initialValues: toValues(skill),
    message: (field, issue) => {
      if (field === "name")
        return issue.code === "too_big" ? t("form.tooLong", { max: NAME_MAX }) : t("form.nameRequired");
      if (field === "description") return t("form.tooLong", { max: DESCRIPTION_MAX });
      if (field === "category") return t("form.tooLong", { max: CATEGORY_MAX });
      if (field === "validityMonths") return t("form.validityRange");
      return t("form.noticeDaysRange");
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(skillInputSchema.parse(toInput(values, version)), {
      onSuccess: (saved) => {
        toast("success", t(skill ? "toast.skillSaved" : "toast.skillCreated", { name: saved.name }), 5000);
        onClose();
      },
      onError: (error) => {
        const current = staleCurrent(error, skillSchema);
        if (current) setStale(current);
        else if (error instanceof ApiError && error.code === ErrorCode.Conflict && error.field === "name")
          form.setFieldError("name", t("form.nameTaken"));
        else toast("failure", errorText(error, t("toast.saveFailed")), 5000);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={undefined}
            hint={t("form.staleHint")}
            onLoadLatest={() => {
              form.setValues(toValues(stale));
              setVersion(stale.version);
              setStale(null);
            }}
          />
        )}
        <TextInput
          label={t("fields.name")}
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Textarea
          label={t("fields.description")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <TextInput
          label={t("fields.category")}
          description={t("form.categoryHint")}
          maxLength={CATEGORY_MAX}
          {...form.getInputProps("category")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t("fields.validityMonths")}
            description={t("form.validityHint")}
            min={1}
            max={600}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("validityMonths")}
          />
          <NumberInput
            label={t("fields.noticeDays")}
            description={t("form.noticeDaysHint")}
            required
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("noticeDays")}
          />
        </SimpleGrid>
        <FormActions
          cancel={t("actions.cancel")}
          submit={skill ? t("actions.save") : t("definitions.create")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
