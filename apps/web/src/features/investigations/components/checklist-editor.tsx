import { TEMPLATE_LIMITS, templateInputSchema } from "@app/contract";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import { newLine, type TemplateForm } from "../template-draft";
import { LinesEditor } from "./lines-editor";

const LINE_MAX = maxLengthOf(templateInputSchema, "checklist.*");

/** The checklist a new investigation starts with. */
export function ChecklistEditor({ form }: { form: TemplateForm }) {
  const { t } = useTranslation("investigations");
  return (
    <LinesEditor
      label={t("editor.checklist")}
      hint={t("editor.checklistHint")}
      lines={form.values.checklist}
      errors={(index) => form.errors[`checklist.${index}`] as string | undefined}
      labels={(n) => ({
        field: t("editor.line", { n }),
        up: t("editor.lineUp", { n }),
        down: t("editor.lineDown", { n }),
        remove: t("editor.lineRemove", { n }),
      })}
      add={t("editor.addLine")}
      max={TEMPLATE_LIMITS.checklist}
      maxLength={LINE_MAX}
      onChange={(index, text) => form.setFieldValue(`checklist.${index}.text`, text)}
      onAdd={() => form.insertListItem("checklist", newLine())}
      onMove={(from, to) => form.reorderListItem("checklist", { from, to })}
      onRemove={(index) => form.removeListItem("checklist", index)}
    />
  );
}
