import { SKILL_NOTICE_DAYS, type Skill } from "@app/contract";

/** The skill form's values (numbers as the number inputs hold them: "" when empty). */
export interface Values {
  name: string;
  description: string;
  category: string;
  /** Empty: the skill does not expire. */
  validityMonths: number | string;
  noticeDays: number | string;
}

export const toValues = (skill: Skill | null): Values => ({
  name: skill?.name ?? "",
  description: skill?.description ?? "",
  category: skill?.category ?? "",
  validityMonths: skill?.validityMonths ?? "",
  noticeDays: skill?.noticeDays ?? SKILL_NOTICE_DAYS,
});

export const toInput = (values: Values, version: number | undefined) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  category: values.category.trim(),
  validityMonths: values.validityMonths === "" ? null : values.validityMonths,
  noticeDays: values.noticeDays,
  version,
});
