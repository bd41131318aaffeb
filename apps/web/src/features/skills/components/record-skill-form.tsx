import { skillValidUntil, type UserSkill, userSkillInputSchema, userSkillSchema } from "@app/contract";
import { Select, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberSelect } from "../../../components/member-select";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSkillOptions } from "../api/get-skills";
import type { Scope } from "../api/keys";
import { type RecordStart, type SkillChoice, toInput, toValues, type Values } from "../record-values";
import { useRecordSkill } from "../use-record-skill";
import { CertificateInput } from "./certificate-input";
import { validityText } from "./validity";

/** The record's fields; the valid-until date follows the skill's validity as the skill or the achieved date changes. */
export function RecordSkillForm({ scope, start, onClose }: { scope: Scope; start: RecordStart; onClose: () => void }) {
  const { t } = useTranslation("skills");
  const editing = start.userSkill ?? null;
  const [version, setVersion] = useState(editing?.version);
  const [stale, setStale] = useState<UserSkill | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const record = useRecordSkill(scope, editing?.id ?? null);
  const options = useSkillOptions(scope);
  // The skills to choose from, with their validity; a record's or a matrix cell's skill is named even before they load.
  const skills: SkillChoice[] = options.data ?? [];
  const given = start.userSkill ? null : start.skill;
  const named = [given, editing?.skill].flatMap((s) =>
    s && !skills.some((o) => o.id === s.id) ? [{ id: s.id, name: s.name }] : [],
  );
  const data = [...named, ...skills].map((s) => ({ value: s.id, label: s.name }));
  const choiceOf = (id: string | null) => skills.find((s) => s.id === id) ?? (given?.id === id ? given : null);
  const form = useContractForm<Values>({
    schema: userSkillInputSchema,
    toInput: (values) => toInput(values, version),
    initialValues: toValues(start),
    message: (field, issue) => {
      if (field === "userId") return t("record.personRequired");
      if (field === "skillId") return t("record.skillRequired");
      if (field === "achievedOn") return t("record.achievedRequired");
      return issue.code === "custom" ? t("record.validUntilBefore") : t("record.invalidDate");
    },
  });
  const values = form.values;
  const chosen = choiceOf(values.skillId);
  const prefill = (skill: SkillChoice | null, achievedOn: string | null) =>
    form.setFieldValue("validUntil", skill && achievedOn ? skillValidUntil(achievedOn, skill.validityMonths) : null);

  const submit = form.onSubmit(async (submitted) => {
    try {
      const saved = await record.submit(userSkillInputSchema.parse(toInput(submitted, version)), file);
      toast(
        "success",
        t(editing ? "toast.recordSaved" : "toast.recorded", { skill: saved.skill.name, person: saved.user.name }),
        5000,
      );
      onClose();
    } catch (error) {
      const current = staleCurrent(error, userSkillSchema);
      if (current) setStale(current);
      else toast("failure", errorText(error, t(editing ? "toast.saveFailed" : "toast.recordFailed")), 5000);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={stale.recordedBy?.name}
            hint={t("form.staleHint")}
            onLoadLatest={() => {
              form.setValues(toValues({ userSkill: stale }));
              setVersion(stale.version);
              setStale(null);
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MemberSelect
            scope={scope}
            label={t("fields.person")}
            required
            value={values.user}
            disabled={editing !== null}
            clearLabel={t("record.clearPerson")}
            error={form.errors.userId}
            onChange={(user) => form.setFieldValue("user", user && { id: user.id, name: user.name })}
          />
          <Select
            label={t("fields.skill")}
            required
            searchable
            disabled={editing !== null}
            data={data}
            nothingFoundMessage={t("filters.noSkill")}
            {...form.getInputProps("skillId")}
            onChange={(skillId) => {
              form.setFieldValue("skillId", skillId);
              prefill(choiceOf(skillId), values.achievedOn);
            }}
          />
          <IsoDateInput
            label={t("fields.achievedOn")}
            required
            value={values.achievedOn}
            error={form.errors.achievedOn}
            onChange={(achievedOn) => {
              form.setFieldValue("achievedOn", achievedOn);
              prefill(chosen, achievedOn);
            }}
          />
          <IsoDateInput
            label={t("fields.validUntil")}
            description={
              chosen ? t("record.validityHint", { validity: validityText(t, chosen.validityMonths) }) : undefined
            }
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.validUntil}
            error={form.errors.validUntil}
            onChange={(validUntil) => form.setFieldValue("validUntil", validUntil)}
          />
        </SimpleGrid>
        <CertificateInput
          value={file}
          onChange={setFile}
          current={editing?.certificate?.uploadName ?? null}
          percent={record.percent}
          disabled={record.saving}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={editing ? t("actions.save") : t("record.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={record.saving}
        />
      </Stack>
    </form>
  );
}
