import { defaultMailTemplates, type Language, type MailTemplate, type MailTemplateType } from "@app/contract";
import { Badge, Button, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";

/** One mail in one language: the company's own wording, or null while the default is used. */
export interface MailTemplateRow {
  type: MailTemplateType;
  language: Language;
  own: MailTemplate | null;
}

const rowKey = (row: MailTemplateRow) => `${row.type}-${row.language}`;

function MailName({ row }: { row: MailTemplateRow }) {
  const { t } = useTranslation("integrations");
  return (
    <Text size="sm" fw={500}>
      {t(`mailTemplates.types.${row.type}.title`)}
      {/* A phone has no language column. */}
      <Text span inherit hiddenFrom="sm">
        {" · "}
        {t(`languages.${row.language}`)}
      </Text>
    </Text>
  );
}

function TemplateStatus({ row }: { row: MailTemplateRow }) {
  const { t } = useTranslation("integrations");
  if (row.own?.unsafe) {
    return (
      <Badge variant="light" color="orange">
        {t("mailTemplates.unsafe")}
      </Badge>
    );
  }
  return row.own ? (
    <Badge variant="light" color="indigo">
      {t("mailTemplates.own")}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      {t("mailTemplates.default")}
    </Badge>
  );
}

function EditButton({ row, onEdit }: { row: MailTemplateRow; onEdit: (row: MailTemplateRow) => void }) {
  const { t } = useTranslation("integrations");
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t("mailTemplates.edit", {
        mail: t(`mailTemplates.types.${row.type}.title`),
        language: t(`languages.${row.language}`),
      })}
      onClick={() => onEdit(row)}
    >
      {t("mailTemplates.editShort")}
    </Button>
  );
}

/** Every mail in every language with its subject, whether the company has its own wording, and edit. */
export function MailTemplatesTable({
  rows,
  onEdit,
}: {
  rows: MailTemplateRow[];
  onEdit: (row: MailTemplateRow) => void;
}) {
  const { t } = useTranslation("integrations");
  return (
    <ListTable<MailTemplateRow>
      aria-label={t("mailTemplates.title")}
      records={rows}
      idAccessor={rowKey}
      customRowAttributes={(row) => ({ "data-testid": `mail-${rowKey(row)}` })}
      columns={[
        { accessor: "type", title: t("mailTemplates.columns.mail"), render: (row) => <MailName row={row} /> },
        {
          accessor: "language",
          title: t("mailTemplates.columns.language"),
          width: 110,
          visibleFrom: "sm",
          render: (row) => t(`languages.${row.language}`),
        },
        {
          accessor: "subject",
          title: t("mailTemplates.columns.subject"),
          render: (row) => (
            <Text size="sm" c={row.own ? undefined : "dimmed"} style={{ overflowWrap: "anywhere" }}>
              {row.own?.subject ?? defaultMailTemplates[row.type][row.language].subject}
            </Text>
          ),
        },
        {
          accessor: "own",
          title: t("mailTemplates.columns.status"),
          width: 120,
          render: (row) => <TemplateStatus row={row} />,
        },
        {
          accessor: "actions",
          title: t("mailTemplates.columns.actions"),
          width: 120,
          render: (row) => <EditButton row={row} onEdit={onEdit} />,
        },
      ]}
    />
  );
}
