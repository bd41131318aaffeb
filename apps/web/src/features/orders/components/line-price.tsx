import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { formatMoney } from "../../../lib/money";
import type { Scope } from "../api/keys";
import { useLinePriceCheck } from "../api/price-check";
import { useRuleText } from "../labels";
import { knownPrice, type LineDraft, priceAsk } from "../line-draft";

interface Props {
  scope: Scope;
  line: LineDraft;
  /** The order's customer and date: the line is priced for them. */
  customerId: string;
  date: string;
}

/**
 * A product line's price and why: the saved line's while it stays as saved, else the price check's
 * answer for its product, quantity and choices at the order's date (what the save will give it).
 */
export function LinePrice({ scope, line, customerId, date }: Props) {
  const { t, i18n } = useTranslation("orders");
  const ruleText = useRuleText();
  const price = knownPrice(line);
  const ask = priceAsk(line, customerId, date);
  const check = useLinePriceCheck(scope, ask);
  const money = (ore: number) => formatMoney(ore, i18n.language);
  let text = t("lines.pricedOnSave");
  if (price !== null)
    text = t("lines.priceWithRule", { price: money(price), rule: line.saved ? ruleText(line.saved) : "" });
  else if (ask && check.isError) text = errorText(check.error, t("lines.priceCheckFailed"));
  else if (ask && check.data)
    text = t("lines.pricePreview", {
      price: money(check.data.unitPriceOre),
      rule: ruleText({ manualPrice: false, priceRule: check.data.rule, unitCode: check.data.product.unitCode }),
    });
  else if (ask) text = t("lines.priceChecking");
  return (
    <Text size="sm" c="dimmed" aria-live="polite" aria-busy={Boolean(ask) && check.isFetching} data-testid="line-price">
      {text}
    </Text>
  );
}
