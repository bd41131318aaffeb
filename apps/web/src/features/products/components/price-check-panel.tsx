import type { ProductOption } from "@app/contract";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { ObjectSection } from "../../../components/object-section";
import { parseQuantity } from "../../../lib/money";
import { useProduct } from "../api/get-product";
import type { Scope } from "../api/keys";
import { usePriceCheck } from "../api/price-check";
import { CustomerPicker, ProductPicker } from "./price-check-pickers";
import { PriceCheckResult } from "./price-check-result";

type Ref = { id: string; name: string };

interface Props {
  scope: Scope;
  /** On a product's page: the product, with a configurable one's options to pick from. */
  product?: Ref & { options?: ProductOption[] };
  /** On a customer's page: the customer. */
  customer?: { id: string };
}

/**
 * "Price check": a product's price for a customer (or none), a quantity and a day, and the rule in
 * words that gave it (the server's one price resolution). On a product's page the customer is
 * picked, on a customer's page the product; a configurable product's choices are picked on both.
 */
export function PriceCheckPanel({ scope, product, customer }: Props) {
  const { t } = useTranslation("products");
  const [pickedProduct, setPickedProduct] = useState<Ref | null>(null);
  const [pickedCustomer, setPickedCustomer] = useState<Ref | null>(null);
  const [quantityText, setQuantityText] = useState("1");
  const [date, setDate] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const productId = product?.id ?? pickedProduct?.id;
  // A product picked here (on a customer's page) is read whole for a configurable one's options.
  const picked = useProduct(scope, pickedProduct?.id ?? "", !product && pickedProduct !== null);
  const options = product ? product.options : picked.data?.options;
  const pick = (next: Ref | null) => {
    setPickedProduct(next);
    setChoices({});
  };
  const quantity = parseQuantity(quantityText);
  const customerId = customer?.id ?? pickedCustomer?.id;
  const check = usePriceCheck(
    scope,
    productId && quantity !== null && quantity > 0
      ? { productId, customerId, quantity, date: date ?? undefined, choiceIds: Object.values(choices) }
      : null,
  );
  return (
    <ObjectSection title={t("priceCheck.title")}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {product ? null : <ProductPicker scope={scope} value={pickedProduct} onChange={pick} />}
          {customer ? null : <CustomerPicker scope={scope} value={pickedCustomer} onChange={setPickedCustomer} />}
          <TextInput
            label={t("priceCheck.quantity")}
            inputMode="decimal"
            value={quantityText}
            onChange={(event) => setQuantityText(event.currentTarget.value)}
            error={quantity === null || quantity <= 0 ? t("errors.quantity") : undefined}
          />
          <IsoDateInput
            label={t("priceCheck.date")}
            description={t("priceCheck.dateHint")}
            value={date}
            onChange={setDate}
          />
          {options?.map((option) => (
            <Select
              key={option.id}
              label={option.name}
              placeholder={t("priceCheck.noChoice")}
              clearable
              data={option.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              value={choices[option.id] ?? null}
              onChange={(id) =>
                setChoices(({ [option.id]: _old, ...rest }) => (id ? { ...rest, [option.id]: id } : rest))
              }
            />
          ))}
        </SimpleGrid>
        <PriceCheckResult check={check} asked={Boolean(productId)} />
      </Stack>
    </ObjectSection>
  );
}
