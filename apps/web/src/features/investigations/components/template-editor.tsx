import { type InvestigationTemplate, investigationTemplateSchema, templateInputSchema } from "@app/contract";
import { Stack, Tabs } from "@mantine/core";
import { IconEye, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type Scope, templatesPage } from "../api/keys";
import { useSaveTemplate } from "../api/save-template";
import { type TemplateDraft, toDraft, toInput } from "../template-draft";
import { templateMessage } from "../template-messages";
import { ChecklistEditor } from "./checklist-editor";
import { SectionsEditor } from "./sections-editor";
import { TemplateFields } from "./template-fields";
import { TemplatePreview } from "./template-preview";

/**
 * Creates (template null) or edits a template: its fields, sections with questions, the default
 * checklist, and a read-only preview of the questions. A save based on an older version keeps
 * the form as typed and offers the latest version.
 */
export function TemplateEditor({ scope, template }: { scope: Scope; template: InvestigationTemplate | null }) {
  const { t } = useTranslation("investigations");
  const navigate = useNavigate();
  const save = useSaveTemplate(scope, template?.id ?? null);
  const [stale, setStale] = useState<InvestigationTemplate | null>(null);
  const [tab, setTab] = useState<string | null>("edit");
  const form = useContractForm<TemplateDraft>({
    schema: templateInputSchema,
    initialValues: toDraft(template),
    toInput,
    message: templateMessage(t),
  });

  const submit = form.onSubmit(
    (draft) =>
      save.mutate(toInput(draft), {
        onSuccess: () => {
          toast("success", template ? t("editor.saved") : t("editor.created"), 5000);
          void navigate(templatesPage);
        },
        onError: (error) => {
          const current = staleCurrent(error, investigationTemplateSchema);
          if (current) setStale(current);
          else toast("failure", t("editor.failed"), 5000);
        },
      }),
    // The problems are shown where they are typed.
    () => setTab("edit"),
  );
  const loadLatest = () => {
    if (!stale) return;
    form.setValues(toDraft(stale));
    form.resetDirty(toDraft(stale));
    setStale(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {stale && <StaleAlert changedBy={undefined} hint={t("editor.staleHint")} onLoadLatest={loadLatest} />}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="edit" leftSection={<IconPencil size={14} aria-hidden />}>
              {t("editor.tabs.edit")}
            </Tabs.Tab>
            <Tabs.Tab value="preview" leftSection={<IconEye size={14} aria-hidden />}>
              {t("editor.tabs.preview")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">
            <Stack gap="lg">
              <TemplateFields form={form} />
              <SectionsEditor form={form} />
              <ChecklistEditor form={form} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            <TemplatePreview draft={form.values} />
          </Tabs.Panel>
        </Tabs>
        <FormActions
          cancel={t("editor.cancel")}
          submit={template ? t("editor.save") : t("editor.create")}
          onCancel={() => void navigate(templatesPage)}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
