import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TaskEditor, type TaskEditorProps } from "./task-editor";

/** The task editor in its modal; loaded by `TaskEditorHost` when a task is first opened. */
export function TaskEditorModal({ onClose, ...editor }: TaskEditorProps) {
  const { t } = useTranslation("layout");
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={editor.task === "new" ? t("taskEditor.newTitle") : t("taskEditor.editTitle")}
      closeButtonProps={{ "aria-label": t("close", { ns: "common" }) }}
    >
      <TaskEditor {...editor} onClose={onClose} />
    </Modal>
  );
}
