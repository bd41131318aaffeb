import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useCreateTask } from "../api/create-task";
import type { Scope } from "../api/keys";
import { emptyDraft, type Member, toCreateInput } from "../draft";
import { useTaskForm } from "../use-task-form";
import { TaskFields } from "./task-fields";

export const TOAST_MS = 5000;

/** A new task (on a day and an object when the address says so); the creator is its first member. */
export function NewTask({
  scope,
  me,
  due,
  publicationId,
  onClose,
}: {
  scope: Scope;
  me: Member;
  due: string | null;
  publicationId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("tasks");
  const { companies } = useSession();
  const guest = companies.find((company) => company.id === scope.companyId)?.type === "GUEST";
  const form = useTaskForm(emptyDraft(due, me, guest && !publicationId ? "PRIVATE" : "PUBLIC"), publicationId);
  const create = useCreateTask(scope);
  const submit = form.onSubmit((draft) =>
    create.mutate(toCreateInput(draft, publicationId), {
      onSuccess: () => {
        toast("success", t("toast.created"), TOAST_MS);
        onClose();
      },
      // What was typed stays in the form.
      onError: () => toast("failure", t("toast.saveFailed"), TOAST_MS),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TaskFields scope={scope} form={form} readOnly={false} />
        <FormActions
          cancel={t("form.cancel")}
          submit={t("form.create")}
          onCancel={onClose}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
