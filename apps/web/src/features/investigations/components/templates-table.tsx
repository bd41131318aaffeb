import type { InvestigationTemplate } from "@app/contract";
import { Anchor, Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { templatePage } from "../api/keys";

const questionCount = (template: InvestigationTemplate) =>
  template.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** The company's templates: name, number of questions, period, approval, last change; edit and delete per row. */
export function TemplatesTable({
  templates,
  onEdit,
  onDelete,
}: {
  templates: InvestigationTemplate[];
  onEdit: (template: InvestigationTemplate) => void;
  onDelete: (template: InvestigationTemplate) => void;
}) {
  const { t } = useTranslation("investigations");
  return (
    <ListTable<InvestigationTemplate>
      aria-label={t("templates.tableLabel")}
      records={templates}
      columns={[
        {
          accessor: "name",
          title: t("templates.columns.name"),
          render: (template) => (
            <Anchor component={Link} to={templatePage(template.id)} fz="sm">
              {template.name}
            </Anchor>
          ),
        },
        {
          accessor: "questions",
          title: t("templates.columns.questions"),
          width: 110,
          render: (template) => questionCount(template),
        },
        {
          accessor: "periodDays",
          title: t("templates.columns.period"),
          width: 120,
          visibleFrom: "sm",
          render: (template) => (template.periodDays ? t("templates.days", { count: template.periodDays }) : "–"),
        },
        {
          accessor: "requiresApproval",
          title: t("templates.columns.approval"),
          width: 130,
          visibleFrom: "sm",
          render: (template) =>
            template.requiresApproval && <Badge variant="light">{t("templates.requiresApproval")}</Badge>,
        },
        {
          accessor: "updatedAt",
          title: t("templates.columns.updated"),
          width: 120,
          visibleFrom: "md",
          render: (template) => formatDate(template.updatedAt),
        },
        {
          accessor: "actions",
          title: t("templates.columns.actions"),
          width: 90,
          render: (template) => (
            <RowActions>
              <EditAction label={t("templates.edit", { name: template.name })} onClick={() => onEdit(template)} />
              <DeleteAction label={t("templates.delete", { name: template.name })} onClick={() => onDelete(template)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
