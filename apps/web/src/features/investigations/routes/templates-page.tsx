import type { InvestigationTemplate } from "@app/contract";
import { Button } from "@mantine/core";
import { IconPlus, IconTemplate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useDeleteTemplate } from "../api/delete-template";
import { useTemplates } from "../api/get-templates";
import { type Scope, templatePage, templatesPage } from "../api/keys";
import { TemplatesTable } from "../components/templates-table";

/** /settings/investigation-templates: the templates new investigations start from (Investigations permission). */
export function TemplatesPage() {
  const { t } = useTranslation("investigations");
  return (
    <GatedPage
      title={t("templates.title")}
      feature="investigation"
      permission="Investigations"
      loadingLabel={t("templates.loading")}
      unavailable={{ title: t("templates.unavailable.title"), description: t("templates.unavailable.description") }}
    >
      {(scope) => <TemplatesManager key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function TemplatesManager({ scope }: { scope: Scope }) {
  const { t } = useTranslation("investigations");
  const navigate = useNavigate();
  const templates = useTemplates(scope);
  const remove = useDeleteTemplate(scope);

  const onDelete = (template: InvestigationTemplate) =>
    confirmAction({
      title: t("templates.deleteTitle"),
      message: t("templates.deleteMessage", { name: template.name }),
      confirm: t("templates.deleteConfirm"),
      onConfirm: () =>
        remove.mutate(template.id, {
          onSuccess: () => toast("success", t("templates.deleted", { name: template.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("templates.deleteFailed")), 5000),
        }),
    });
  const create = (
    <Button component={Link} to={`${templatesPage}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
      {t("templates.new")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("templates.back")} />
      <PageTitle title={t("templates.title")} description={t("templates.description")} actions={create} />
      <QueryBoundary
        query={templates}
        failed={t("templates.failed")}
        loadingLabel={t("templates.loading")}
        empty={{
          icon: <IconTemplate aria-hidden />,
          title: t("templates.empty"),
          description: t("templates.emptyHint"),
          action: create,
        }}
      >
        {(rows) => (
          <TemplatesTable
            templates={rows}
            onEdit={(template) => void navigate(templatePage(template.id))}
            onDelete={onDelete}
          />
        )}
      </QueryBoundary>
    </>
  );
}
