import { Alert, Modal, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isUuid } from "../../../lib/ids";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useTaskParam } from "../task-param";

// The editor (forms, date and member pickers) loads when a task is first opened, not with every page.
const NewTask = lazy(() => import("./new-task").then((module) => ({ default: module.NewTask })));
const EditTask = lazy(() => import("./edit-task").then((module) => ({ default: module.EditTask })));

/**
 * The task editor over any signed-in page, opened by the address: ?task=<id> shows a task,
 * ?task=new (with &due= and &publicationId=) makes one. The company is the page's (:companyId),
 * else the selected one. Without the Tasks permission a task is shown read-only.
 */
export function TaskEditorHost() {
  const { t } = useTranslation("tasks");
  const { task, due, publicationId, close } = useTaskParam();
  const { companyId } = useParams();
  const { user, companies, selectedCompany } = useSession();
  const company = companies.find((c) => c.id === companyId) ?? selectedCompany;
  const { has, loading } = usePermissions(company?.id);
  if (!task || !company) return null;
  const scope = { userId: user.id, companyId: company.id };
  const creating = task === "new";
  const canWrite = has("Tasks");

  return (
    <Modal
      opened
      onClose={close}
      size="xl"
      title={creating ? t("editor.newTitle") : t("editor.editTitle")}
      closeButtonProps={{ "aria-label": t("editor.close") }}
    >
      <Suspense fallback={<Skeleton h={120} />}>
        {loading && <Skeleton h={120} />}
        {!loading && creating && canWrite && (
          <NewTask
            scope={scope}
            me={{ id: user.id, name: user.name }}
            due={due}
            publicationId={publicationId}
            onClose={close}
          />
        )}
        {!loading && creating && !canWrite && <Alert color="gray">{t("editor.readOnly")}</Alert>}
        {!loading &&
          !creating &&
          (isUuid(task) ? (
            <EditTask key={task} scope={scope} taskId={task} canWrite={canWrite} onClose={close} />
          ) : (
            <Alert color="orange">{t("editor.notFound")}</Alert>
          ))}
      </Suspense>
    </Modal>
  );
}
