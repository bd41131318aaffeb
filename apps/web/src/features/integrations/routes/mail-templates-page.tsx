import {
  type Company,
  defaultMailTemplates,
  type Language,
  languages,
  type MailTemplate,
  type MailTemplateType,
  mailTemplateTypes,
} from "@app/contract";
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useMailTemplateMutations, useMailTemplates } from "../api/mail-templates";
import { AdminFrame } from "../components/admin-frame";
import { MailTemplateEditor, type MailTemplateValues } from "../components/mail-template-editor";

interface Row {
  type: MailTemplateType;
  language: Language;
  own: MailTemplate | null;
}

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
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const list = useMailTemplates(scope);
  const { save, reset } = useMailTemplateMutations(scope);
  const [editing, setEditing] = useState<Row | null>(null);
  const [editorOpened, setEditorOpened] = useState(false);
  const [resetting, setResetting] = useState<Row | null>(null);

  const rows: Row[] = mailTemplateTypes.flatMap((type) =>
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

  const open = (row: Row) => {
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

  const mailName = (row: Row) => t(`mailTemplates.types.${row.type}.title`);
  const languageName = (row: Row) => t(`languages.${row.language}`);
  const subject = (row: Row) => row.own?.subject ?? defaultMailTemplates[row.type][row.language].subject;
  const status = (row: Row) =>
    row.own ? (
      <Badge variant="light" color="indigo">
        {t("mailTemplates.own")}
      </Badge>
    ) : (
      <Badge variant="light" color="gray">
        {t("mailTemplates.default")}
      </Badge>
    );
  const edit = (row: Row) => (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t("mailTemplates.edit", { mail: mailName(row), language: languageName(row) })}
      onClick={() => open(row)}
    >
      {t("mailTemplates.editShort")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("mailTemplates.title")}
        description={t("mailTemplates.description", { company: company.name })}
      />
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t("mailTemplates.failed")}</Alert>
      ) : phone ? (
        // A phone gets one card per row; wider screens the table.
        <Stack gap="xs">
          {rows.map((row) => (
            <Paper key={`${row.type}-${row.language}`} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {mailName(row)} · {languageName(row)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {subject(row)}
                  </Text>
                </div>
                <div style={{ flexShrink: 0 }}>{status(row)}</div>
              </Group>
              <Group justify="flex-end" mt="xs">
                {edit(row)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("mailTemplates.columns.mail")}</Table.Th>
                <Table.Th w={110}>{t("mailTemplates.columns.language")}</Table.Th>
                <Table.Th>{t("mailTemplates.columns.subject")}</Table.Th>
                <Table.Th w={120}>{t("mailTemplates.columns.status")}</Table.Th>
                <Table.Th w={120}>{t("mailTemplates.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.type}-${row.language}`} data-testid={`mail-${row.type}-${row.language}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {mailName(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{languageName(row)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    <Text size="sm" c={row.own ? undefined : "dimmed"}>
                      {subject(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{status(row)}</Table.Td>
                  <Table.Td>{edit(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
                mail: mailName(resetting),
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
