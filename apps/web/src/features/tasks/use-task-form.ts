import { taskCreateSchema } from "@app/contract";
import { useTranslation } from "react-i18next";
import { useContractForm } from "../../lib/forms";
import { DESCRIPTION_MAX, TITLE_MAX } from "./components/task-fields";
import { type Draft, toCreateInput } from "./draft";

/** The task form, checked by the contract's rules for a task's fields, with the tasks' messages. */
export function useTaskForm(initialValues: Draft, publicationId: string | null) {
  const { t } = useTranslation("tasks");
  return useContractForm<Draft>({
    schema: taskCreateSchema,
    initialValues,
    toInput: (draft) => toCreateInput(draft, publicationId),
    message: (field, issue) => {
      if (field === "title") {
        return issue.code === "too_big" ? t("form.titleTooLong", { max: TITLE_MAX }) : t("form.titleRequired");
      }
      if (field === "description") return t("form.descriptionTooLong", { max: DESCRIPTION_MAX });
      if (field === "startTime" || field === "dueTime") return t("form.timeInvalid");
      if (field === "estimateMinutes") return t("form.estimateInvalid");
      if (field === "repeat") return t("form.repeatInvalid");
      return t("form.invalid");
    },
  });
}
