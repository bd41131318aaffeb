import type { PriceList } from "@app/contract";
import { useTranslation } from "react-i18next";

/** Whom a list prices, in words: the default, a status's customers, or one customer. */
export function usePriceListTarget() {
  const { t } = useTranslation("products");
  return (list: Pick<PriceList, "isDefault" | "customer" | "customerStatus">) => {
    if (list.isDefault) return t("priceLists.targetDefault");
    if (list.customerStatus) return t("priceLists.targetStatusOf", { name: list.customerStatus.name });
    if (list.customer) return t("priceLists.targetCustomerOf", { name: list.customer.name });
    return "";
  };
}

/** The days a list is valid, in words ("2026-01-01 – 2026-12-31", "from 2026-01-01", "always"). */
export function useValidity() {
  const { t } = useTranslation("products");
  return (list: Pick<PriceList, "validFrom" | "validTo">) => {
    if (list.validFrom && list.validTo) return `${list.validFrom} – ${list.validTo}`;
    if (list.validFrom) return t("priceLists.validFromOnly", { date: list.validFrom });
    if (list.validTo) return t("priceLists.validToOnly", { date: list.validTo });
    return t("priceLists.always");
  };
}
