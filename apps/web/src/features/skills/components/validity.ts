import type { TFunction } from "i18next";

/** A skill's validity in words: "24 months" or "No expiry". */
export const validityText = (t: TFunction<"skills">, validityMonths: number | null) =>
  validityMonths === null ? t("validity.none") : t("validity.months", { count: validityMonths });
