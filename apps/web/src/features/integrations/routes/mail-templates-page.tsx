import { type Company, languages, mailTemplateTypes } from "@app/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useMailTemplateMutations, useMailTemplates } from "../api/mail-templates";
import { AdminFrame } from "../components/admin-frame";
import { MailTemplateEditor, type MailTemplateValues } from "../components/mail-template-editor";
import { type MailTemplateRow, MailTemplatesTable } from "../components/mail-templates-table";
import { UnsafeTemplates } from "../components/unsafe-templates";

/** /settings/mail-templates: the wording of each mail in each language, for account administrators. */
export function MailTemplatesPage() {
  const { t } = useTranslation("integrations");
  return (
    <AdminFrame title={t("mailTemplates.title")}>
      {({ company, scope }) => <MailTemplatesManager key={company.id} scope={scope} company={company} />}
    </AdminFrame>
  );
}

function MailTemplatesManager({ scope, company }: { scope: Scope; company: Company }) {
  const { t } = useTranslation("integrations");
  const list = useMailTemplates(scope);
  const { save, reset } = useMailTemplateMutations(scope);
  const [editing, setEditing] = useState<MailTemplateRow | null>(null);
  const [editorOpened, setEditorOpened] = useState(false);
  const [resetting, setResetting] = useState<MailTemplateRow | null>(null);

  const rows: MailTemplateRow[] = mailTemplateTypes.flatMap((type) =>
    languages.map((language) => ({
      type,
      language,
      own: list.data?.find((m) => m.type === type && m.language === language) ?? null,
    })),
  );
  // The open editor follows the stored template (a save turns "default" into "own").
  const current = editing
    ? (rows.find((r) => r.type === editing.type && r.language === editing.language) ?? null)
    : null;

  const open = (row: MailTemplateRow) => {
    setEditing(row);
    setEditorOpened(true);
  };

  const onSave = async (values: MailTemplateValues) => {
    if (!current) return;
    await save.mutateAsync({
      id: current.own?.id,
      body: { type: current.type, language: current.language, ...values },
    });
    toast("success", t("mailTemplates.toast.saved"), 5000);
    setEditorOpened(false);
  };

  const onReset = () => {
    const id = resetting?.own?.id;
    if (!id) return;
    reset.mutate(id, {
      onSuccess: () => {
        toast("success", t("mailTemplates.toast.reset"), 5000);
        setResetting(null);
      },
      onError: () => toast("failure", t("mailTemplates.toast.resetFailed"), 5000),
    });
  };

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("mailTemplates.title")}
        description={t("mailTemplates.description", { company: company.name })}
      />
      <QueryBoundary query={list} failed={t("mailTemplates.failed")} placeholders={4}>
        <UnsafeTemplates rows={rows} />
        <MailTemplatesTable rows={rows} onEdit={open} />
      </QueryBoundary>
      {current && (
        <MailTemplateEditor
          opened={editorOpened}
          type={current.type}
          language={current.language}
          own={current.own}
          saving={save.isPending}
          onClose={() => setEditorOpened(false)}
          onSave={onSave}
          onReset={() => {
            setEditorOpened(false);
            setResetting(current);
          }}
        />
      )}
      <ConfirmModal
        opened={resetting !== null}
        title={t("mailTemplates.resetConfirm.title")}
        message={
          resetting
            ? t("mailTemplates.resetConfirm.message", {
                mail: t(`mailTemplates.types.${resetting.type}.title`),
                language: t(`languagesInText.${resetting.language}`),
              })
            : ""
        }
        confirmLabel={t("mailTemplates.resetConfirm.confirm")}
        busy={reset.isPending}
        onConfirm={onReset}
        onClose={() => setResetting(null)}
      />
    </>
  );
}
