import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { withTexts } from "../../../lib/i18n";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useTaskParam } from "../task-param";

// The modal with the editor (forms, date and member pickers) and the tasks' texts load when a task is
// first opened, not with every page.
const TaskEditorModal = lazy(
  withTexts(() => import("./task-editor-modal").then((module) => ({ default: module.TaskEditorModal })), ["tasks"]),
);

/**
 * The task editor over any signed-in page, opened by the address: ?task=<id> shows a task,
 * ?task=new (with &due= and &publicationId=) makes one. The company is the page's (:companyId),
 * else the selected one. Without the Tasks permission a task is shown read-only.
 */
export function TaskEditorHost() {
  // Outside the screens' adapter (app/url-state.tsx): the host is the shell's, over every page.
  return (
    <NuqsAdapter>
      <TaskEditor />
    </NuqsAdapter>
  );
}

function TaskEditor() {
  const { task, due, publicationId, close } = useTaskParam();
  const { companyId } = useParams();
  const { user, companies, selectedCompany } = useSession();
  const company = companies.find((c) => c.id === companyId) ?? selectedCompany;
  const { has, loading } = usePermissions(company?.id);
  if (!task || !company) return null;

  return (
    <Suspense fallback={null}>
      <TaskEditorModal
        task={task}
        scope={{ userId: user.id, companyId: company.id }}
        me={{ id: user.id, name: user.name }}
        due={due}
        publicationId={publicationId}
        canWrite={has("Tasks")}
        loading={loading}
        onClose={close}
      />
    </Suspense>
  );
}
