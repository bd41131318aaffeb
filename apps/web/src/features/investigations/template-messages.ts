import type { TFunction } from "i18next";
import type { z } from "zod/mini";

type Issue = z.core.$ZodIssue;

/** The locale text of a template field's first problem, by the contract's path of the field. */
export function templateMessage(t: TFunction<"investigations">) {
  return (field: string, issue: Issue): string => {
    const tooLong = issue.code === "too_big" && issue.origin === "string";
    if (tooLong) return t("validation.tooLong", { max: Number(issue.maximum) });
    if (field === "name") return t("validation.nameRequired");
    if (field === "periodDays") return t("validation.period");
    if (/^sections\.\d+\.title$/.test(field)) return t("validation.titleRequired");
    if (/\.questions\.\d+\.text$/.test(field)) return t("validation.questionRequired");
    if (/\.choices$/.test(field)) return t("validation.choicesMin");
    if (/\.choices\.\d+$/.test(field)) return t("validation.choiceRequired");
    if (/^checklist\.\d+$/.test(field)) return t("validation.lineRequired");
    return t("validation.invalid");
  };
}
