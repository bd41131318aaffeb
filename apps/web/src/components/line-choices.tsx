import { productSchema } from "@app/contract";
import { Select, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { api } from "../lib/api-client";
import { formatMoney } from "../lib/money";
import { queryKeys, type Scope } from "../lib/query-keys";

// The choices of a line of an order or of an order subscription (both take them as an order line
// does); its texts are the order lines' (the orders area's "lines.*").

const productOptions = z.pick(productSchema, { id: true, type: true, options: true });

/** A line's product's options (a configurable product's choices); asked for each product line. */
export function useProductOptions(scope: Scope, productId: string | null) {
  return useQuery({
    enabled: productId !== null,
    queryKey: [...queryKeys.company(scope), "products", "line-options", productId ?? ""] as const,
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/products/${productId}`, productOptions, { errorPages: false }),
    retry: false,
    staleTime: 60_000,
  });
}

interface Props {
  scope: Scope;
  productId: string;
  /** The picked choices (one per option). */
  value: string[];
  onChange: (choiceIds: string[]) => void;
}

/** A price change in words: "+SEK 25.00", "−SEK 10.00"; none: null. */
export function useChoiceChange() {
  const { i18n } = useTranslation("orders");
  return (ore: number | null) => (ore ? `${ore > 0 ? "+" : "−"}${formatMoney(Math.abs(ore), i18n.language)}` : null);
}

/** A configurable product's options on a line: one select per option, each choice with its price change. */
export function LineChoices({ scope, productId, value, onChange }: Props) {
  const { t } = useTranslation("orders");
  const change = useChoiceChange();
  const product = useProductOptions(scope, productId);
  const options = product.data?.type === "configurable" ? product.data.options : [];
  const offered = new Set(options.flatMap((option) => option.choices.map((choice) => choice.id)));
  const gone = value.filter((id) => !offered.has(id));
  if (options.length === 0) return null;
  return (
    <>
      {options.map((option) => {
        const ids = option.choices.map((choice) => choice.id);
        const picked = value.find((id) => ids.includes(id)) ?? null;
        return (
          <Select
            key={option.id}
            label={option.name}
            placeholder={t("lines.choicePlaceholder")}
            clearable
            data={option.choices.map((choice) => {
              const priced = change(choice.priceChangeOre);
              return {
                value: choice.id,
                label: priced ? t("lines.choiceWithChange", { choice: choice.name, change: priced }) : choice.name,
              };
            })}
            value={picked}
            onChange={(id) => onChange([...value.filter((v) => !ids.includes(v)), ...(id ? [id] : [])])}
          />
        );
      })}
      {gone.length > 0 && (
        <Text size="sm" c="dimmed">
          {t("lines.choicesGone", { count: gone.length })}
        </Text>
      )}
    </>
  );
}
