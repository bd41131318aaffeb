import type { CompanyNotice } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil, IconPlus, IconSpeakerphone, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useAllCompanyNotices, useCompanyNoticeMutations } from "../api/manage-company-notices";
import { NoticeFormModal, type NoticeValues } from "../components/notice-form-modal";
import { type NoticeStatus, noticeStatus } from "../status";

const statusColor: Record<NoticeStatus, string> = { current: "teal", scheduled: "indigo", ended: "gray" };

/**
 * /settings/notices: the selected company's banner notices for its administrators
 * (CompanyAccountAdmin): list all, create, edit, schedule and delete.
 * `canManage` is undefined while the permissions load.
 */
export function CompanyNoticesPage({ canManage }: { canManage: boolean | undefined }) {
  const { t } = useTranslation("companyNotices");
  const { selectedCompany } = useSession();
  if (!selectedCompany) {
    return (
      <>
        <PageTitle title={t("page.title")} />
        <Alert color="gray">{t("page.noCompany")}</Alert>
      </>
    );
  }
  if (canManage === undefined) {
    return (
      <>
        <PageTitle title={t("page.title")} />
        <Skeleton height={160} />
      </>
    );
  }
  if (!canManage) return <Navigate replace to="/403" />;
  return <NoticesManager companyId={selectedCompany.id} companyName={selectedCompany.name} />;
}

function RowActions({
  notice,
  onEdit,
  onDelete,
}: {
  notice: CompanyNotice;
  onEdit: (notice: CompanyNotice) => void;
  onDelete: (notice: CompanyNotice) => void;
}) {
  const { t } = useTranslation("companyNotices");
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t("page.edit", { text: notice.text })}
        onClick={() => onEdit(notice)}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t("page.delete", { text: notice.text })}
        onClick={() => onDelete(notice)}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function NoticesManager({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation("companyNotices");
  const { user } = useSession();
  const list = useAllCompanyNotices(user.id, companyId);
  const { save, remove } = useCompanyNoticeMutations(user.id, companyId);
  const [formOpened, form] = useDisclosure(false);
  const [editing, setEditing] = useState<CompanyNotice | null>(null);
  const [deleting, setDeleting] = useState<CompanyNotice | null>(null);
  const today = dayjs().format("YYYY-MM-DD");

  const openForm = (notice: CompanyNotice | null) => {
    setEditing(notice);
    form.open();
  };

  const onSave = async (values: NoticeValues) => {
    await save.mutateAsync({ id: editing?.id, input: values });
    toast("success", editing ? t("toast.updated") : t("toast.created"), 5000);
    form.close();
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast("success", t("toast.deleted"), 5000);
        setDeleting(null);
      },
      onError: () => toast("failure", t("toast.deleteFailed"), 5000),
    });
  };

  const create = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
      {t("page.create")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("page.back")} />
      <PageTitle
        title={t("page.title")}
        description={t("page.description", { company: companyName })}
        actions={create}
      />
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t("page.failed")}</Alert>
      ) : list.data.length === 0 ? (
        <EmptyState
          mt="xl"
          icon={<IconSpeakerphone aria-hidden />}
          title={t("page.empty")}
          description={t("page.emptyHint")}
        >
          {create}
        </EmptyState>
      ) : (
        <>
          {/* A phone gets one card per notice; wider screens the table. */}
          <Stack gap="xs" hiddenFrom="sm">
            {list.data.map((notice) => {
              const status = noticeStatus(notice, today);
              return (
                <Paper key={notice.id} withBorder p="sm" radius="md">
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {notice.text}
                  </Text>
                  <Group justify="space-between" mt="xs" wrap="nowrap">
                    <Group gap="xs">
                      <Badge variant="dot" color={statusColor[status]}>
                        {t(`status.${status}`)}
                      </Badge>
                      {(notice.startsOn || notice.endsOn) && (
                        <Text size="xs" c="dimmed">
                          {formatDate(notice.startsOn) || "…"} – {formatDate(notice.endsOn) || "…"}
                        </Text>
                      )}
                    </Group>
                    <RowActions notice={notice} onEdit={openForm} onDelete={setDeleting} />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("fields.text")}</Table.Th>
                  <Table.Th w={130}>{t("fields.startsOn")}</Table.Th>
                  <Table.Th w={150}>{t("fields.endsOn")}</Table.Th>
                  <Table.Th w={120}>{t("fields.status")}</Table.Th>
                  <Table.Th w={90}>{t("fields.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((notice) => {
                  const status = noticeStatus(notice, today);
                  return (
                    <Table.Tr key={notice.id}>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{notice.text}</Table.Td>
                      <Table.Td>{formatDate(notice.startsOn) || "–"}</Table.Td>
                      <Table.Td>{formatDate(notice.endsOn) || "–"}</Table.Td>
                      <Table.Td>
                        <Badge variant="dot" color={statusColor[status]}>
                          {t(`status.${status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowActions notice={notice} onEdit={openForm} onDelete={setDeleting} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <NoticeFormModal
        opened={formOpened}
        notice={editing}
        saving={save.isPending}
        onClose={form.close}
        onSave={onSave}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("delete.title")}
        closeButtonProps={{ "aria-label": t("form.cancel") }}
      >
        <Text size="sm">{t("delete.message", { text: deleting?.text ?? "" })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t("form.cancel")}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onDelete}>
            {t("delete.confirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
