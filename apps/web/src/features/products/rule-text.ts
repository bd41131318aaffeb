import type { PriceCheck } from "@app/contract";
import { useTranslation } from "react-i18next";
import { formatMoney, formatPercent, formatQuantity } from "../../lib/money";

/**
 * The rule that gave a price, in words: "Customer's own list 'Storkund', from 20 pcs: 95,00 kr",
 * "Sales price: 129,50 kr". One sentence per rule kind and basis, in both languages.
 */
export function useRuleText() {
  const { t, i18n } = useTranslation("products");
  return (check: PriceCheck) => {
    const { rule } = check;
    const price = formatMoney(check.ruleUnitPriceOre, i18n.language);
    if (rule.kind === "salesPrice") return t("rule.salesPrice", { price });
    const unitKey = `unitShort.${check.product.unitCode}`;
    const values = {
      list: rule.listName ?? "",
      status: check.customerStatus?.name ?? "",
      price,
      quantity: rule.fromQuantity === undefined ? "" : formatQuantity(rule.fromQuantity, i18n.language),
      unit: i18n.exists(unitKey, { ns: "products" }) ? t(unitKey as "unitShort.PCS") : check.product.unitCode,
      percent: rule.discountPercent === undefined ? "" : formatPercent(rule.discountPercent, i18n.language),
    };
    const list = t(`rule.${rule.kind}`, values);
    if (rule.basis === "quantityBreak") return t("rule.quantityBreak", { ...values, list });
    if (rule.basis === "categoryDiscount") return t("rule.categoryDiscount", { ...values, list });
    return t("rule.listPrice", { ...values, list });
  };
}
