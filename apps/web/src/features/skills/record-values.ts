import { skillValidUntil, type UserSkill } from "@app/contract";
import { today } from "../../lib/dates";

/** A skill offered to record, with its validity (to prefill the valid-until date). */
export interface SkillChoice {
  id: string;
  name: string;
  validityMonths: number | null;
}

/** What the modal starts from: a person's record to edit or renew, or a person and a skill to record (either may be unset). */
export type RecordStart =
  | { userSkill: UserSkill }
  | { userSkill?: undefined; user: { id: string; name: string } | null; skill: SkillChoice | null };

export const blankRecord: RecordStart = { user: null, skill: null };

/** The record form's values. */
export interface Values {
  user: { id: string; name: string } | null;
  skillId: string | null;
  achievedOn: string | null;
  validUntil: string | null;
}

export function toValues(start: RecordStart): Values {
  if (start.userSkill) {
    const { user, skill, achievedOn, validUntil } = start.userSkill;
    return { user, skillId: skill.id, achievedOn, validUntil };
  }
  const achievedOn = today();
  const validUntil = start.skill ? skillValidUntil(achievedOn, start.skill.validityMonths) : null;
  return { user: start.user, skillId: start.skill?.id ?? null, achievedOn, validUntil };
}

export const toInput = (values: Values, version: number | undefined) => ({
  userId: values.user?.id,
  skillId: values.skillId ?? undefined,
  achievedOn: values.achievedOn ?? "",
  validUntil: values.validUntil,
  version,
});
