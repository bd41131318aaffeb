import {
  type OrderLine,
  PRODUCT_UNIT_CODES,
  type ProductUnitCode,
  productUnitLabel,
  productUnitNames,
} from "@app/contract";
import { useTranslation } from "react-i18next";
import { formatPercent, formatQuantity } from "../../lib/money";

const unitLanguage = (language: string): "en" | "sv" => (language.startsWith("en") ? "en" : "sv");

/** The unit codes for a select, each as "KGM – kilogram" in the language shown. */
export function useUnitOptions() {
  const { i18n } = useTranslation("orders");
  const language = unitLanguage(i18n.language);
  return PRODUCT_UNIT_CODES.map((code) => ({ value: code, label: productUnitLabel(code, language) }));
}

/** A unit's name in the language shown ("kilogram"). */
export function useUnitName() {
  const { i18n } = useTranslation("orders");
  return (code: ProductUnitCode) => productUnitNames[code][unitLanguage(i18n.language)];
}

/**
 * Why a line has its price, in words: "Customer's own list 'Storkund', from 20 piece",
 * "Sales price", "Set by hand". Read from the rule the server priced the line by (the contract's
 * priceRule), so the order shows the rule as it was on the day it was priced.
 */
export function useRuleText() {
  const { t, i18n } = useTranslation("orders");
  const unitName = useUnitName();
  return (line: Pick<OrderLine, "manualPrice" | "priceRule" | "unitCode">) => {
    const rule = line.priceRule;
    if (line.manualPrice || !rule) return t("rule.manual");
    if (rule.kind === "salesPrice") return t("rule.salesPrice");
    const list = t(`rule.${rule.kind}`, { list: rule.listName ?? "" });
    if (rule.basis === "quantityBreak")
      return t("rule.quantityBreak", {
        list,
        quantity: formatQuantity(rule.fromQuantity ?? 0, i18n.language),
        unit: unitName(line.unitCode),
      });
    if (rule.basis === "categoryDiscount")
      return t("rule.categoryDiscount", { list, percent: formatPercent(rule.discountPercent ?? 0, i18n.language) });
    return list;
  };
}
