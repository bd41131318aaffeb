import { useTranslation } from "react-i18next";
import type { Translate } from "./sentences";

/** The audit texts' `t` as the sentence functions take it (their keys are built from kinds and columns). */
export function useAuditT(): Translate {
  const { t } = useTranslation("audit");
  return t as unknown as Translate;
}
