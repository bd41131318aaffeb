import type { CompanyNotice } from "@app/contract";
import { Alert, Button, Group, Modal, Skeleton, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useAllCompanyNotices, useCompanyNoticeMutations } from "../api/manage-company-notices";
import type { NoticeValues } from "../components/notice-form-modal";
import { NoticesTable } from "../components/notices-table";

const NoticeFormModal = lazyModal(() =>
  import("../components/notice-form-modal").then((module) => module.NoticeFormModal),
);

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

function NoticesManager({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation("companyNotices");
  const { user } = useSession();
  const list = useAllCompanyNotices(user.id, companyId);
  const { save, remove } = useCompanyNoticeMutations(user.id, companyId);
  const [formOpened, form] = useDisclosure(false);
  const [editing, setEditing] = useState<CompanyNotice | null>(null);
  const [deleting, setDeleting] = useState<CompanyNotice | null>(null);

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
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onPointerEnter={NoticeFormModal.preload}
      onFocus={NoticeFormModal.preload}
      onClick={() => openForm(null)}
    >
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
      <QueryBoundary
        query={list}
        failed={t("page.failed")}
        empty={{
          icon: <IconSpeakerphone aria-hidden />,
          title: t("page.empty"),
          description: t("page.emptyHint"),
          action: create,
        }}
      >
        {(notices) => <NoticesTable notices={notices} onEdit={openForm} onDelete={setDeleting} />}
      </QueryBoundary>
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
