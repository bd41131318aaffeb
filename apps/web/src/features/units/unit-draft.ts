import { type Unit, type UnitInput, type UnitStatus, unitInputSchema } from "@app/contract";
import type { TFunction } from "i18next";
import { maxLengthOf } from "../../lib/forms";

/** What the unit forms hold: the manager as the member picker shows them, categories by id. */
export interface UnitDraft {
  name: string;
  description: string;
  status: UnitStatus;
  manager: { id: string; name: string } | null;
  categoryIds: string[];
}

export const NAME_MAX = maxLengthOf(unitInputSchema, "name");
export const DESCRIPTION_MAX = maxLengthOf(unitInputSchema, "description");

export const emptyDraft: UnitDraft = { name: "", description: "", status: "PLAN", manager: null, categoryIds: [] };

export const toDraft = (unit: Unit): UnitDraft => ({
  name: unit.name,
  description: unit.description,
  status: unit.status,
  manager: unit.manager,
  categoryIds: unit.categories.map((c) => c.id),
});

/** The draft as POST and PUT take it (a PUT adds what the form does not hold: skills and version). */
export const draftToInput = (draft: UnitDraft): UnitInput => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  status: draft.status,
  managerId: draft.manager?.id ?? null,
  categoryIds: draft.categoryIds,
});

/** The text under a field the contract refuses. */
export const unitMessage =
  (t: TFunction<"units">) =>
  (field: string, issue: { code: string }): string => {
    if (field === "name")
      return issue.code === "too_big" ? t("form.nameTooLong", { max: NAME_MAX }) : t("form.nameRequired");
    if (field === "description") return t("form.descriptionTooLong", { max: DESCRIPTION_MAX });
    return t("form.invalid");
  };
