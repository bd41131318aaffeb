import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { useTemplate } from "../api/get-template";
import { type Scope, templatesPage } from "../api/keys";
import { TemplateEditor } from "../components/template-editor";

/** /settings/investigation-templates/new and /{templateId}: a template's editor. */
export function TemplatePage() {
  const { t } = useTranslation("investigations");
  const { templateId } = useParams();
  return (
    <GatedPage
      title={t("templates.title")}
      feature="investigation"
      permission="Investigations"
      loadingLabel={t("editor.loading")}
      unavailable={{ title: t("templates.unavailable.title"), description: t("templates.unavailable.description") }}
    >
      {(scope) => (
        <>
          <BackLink to={templatesPage} label={t("templates.title")} />
          {templateId ? (
            <EditTemplate key={`${scope.companyId}/${templateId}`} scope={scope} templateId={templateId} />
          ) : (
            <>
              <PageTitle title={t("editor.newTitle")} />
              <TemplateEditor key={scope.companyId} scope={scope} template={null} />
            </>
          )}
        </>
      )}
    </GatedPage>
  );
}

function EditTemplate({ scope, templateId }: { scope: Scope; templateId: string }) {
  const { t } = useTranslation("investigations");
  const template = useTemplate(scope, templateId);
  return (
    <>
      <PageTitle title={template.data ? t("editor.editTitle", { name: template.data.name }) : t("editor.editing")} />
      <QueryBoundary
        query={template}
        failed={t("editor.failedLoad")}
        loadingLabel={t("editor.loading")}
        placeholders={5}
      >
        {(data) => <TemplateEditor key={data.id} scope={scope} template={data} />}
      </QueryBoundary>
    </>
  );
}
