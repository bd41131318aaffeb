import { PRICE_BREAKS_MAX, type PriceListItem, type PriceListItemInput } from "@app/contract";
import { ActionIcon, Button, Group, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { kronorToOre, oreToInput, parseQuantity } from "../../../lib/money";
import type { Scope } from "../api/keys";
import { MoneyInput } from "./money-input";
import { ProductPicker } from "./price-check-pickers";

type Ref = { id: string; name: string };

export interface ItemDraft {
  product: Ref | null;
  /** Kronor typed. */
  priceOre: string;
  breaks: { fromQuantity: string; priceOre: string }[];
}

export const toItemDraft = (item: PriceListItem | null): ItemDraft => ({
  product: item ? { id: item.product.id, name: item.product.name } : null,
  priceOre: item ? oreToInput(item.priceOre) : "",
  breaks: (item?.breaks ?? []).map((b) => ({ fromQuantity: String(b.fromQuantity), priceOre: oreToInput(b.priceOre) })),
});

/** The draft as the contract reads it: kronor as öre, quantities as numbers (what does not read is refused under its field). */
export const itemInput = (draft: ItemDraft) =>
  ({
    priceOre: (kronorToOre(draft.priceOre) ?? draft.priceOre) as number,
    breaks: draft.breaks.map((b) => ({
      fromQuantity: (parseQuantity(b.fromQuantity) ?? b.fromQuantity) as number,
      priceOre: (kronorToOre(b.priceOre) ?? b.priceOre) as number,
    })),
  }) satisfies PriceListItemInput;

/** The product (picked for a new price), the list's price and the quantity breaks, added and removed as rows. */
export function PriceItemFields(props: { scope: Scope; form: UseFormReturnType<ItemDraft>; fixedProduct: boolean }) {
  const { scope, form, fixedProduct } = props;
  const { t } = useTranslation("products");
  return (
    <>
      {!fixedProduct && (
        <div>
          <ProductPicker scope={scope} value={form.values.product} onChange={(p) => form.setFieldValue("product", p)} />
          {form.errors.product && (
            <Text c="red.8" size="xs" mt={4}>
              {form.errors.product}
            </Text>
          )}
        </div>
      )}
      <MoneyInput label={t("items.price")} required {...form.getInputProps("priceOre")} />
      <Text fw={500} size="sm">
        {t("items.breaks")}
      </Text>
      {form.errors.breaks && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.breaks}
        </Text>
      )}
      {form.values.breaks.map((_step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t("items.fromQuantity", { number: index + 1 })}
            inputMode="decimal"
            style={{ flex: 1 }}
            {...form.getInputProps(`breaks.${index}.fromQuantity`)}
          />
          <MoneyInput
            label={t("items.breakPrice", { number: index + 1 })}
            style={{ flex: 1 }}
            {...form.getInputProps(`breaks.${index}.priceOre`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={t("items.removeBreak", { number: index + 1 })}
            onClick={() => form.removeListItem("breaks", index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={form.values.breaks.length >= PRICE_BREAKS_MAX}
          onClick={() => form.insertListItem("breaks", { fromQuantity: "", priceOre: "" })}
        >
          {t("items.addBreak")}
        </Button>
      </Group>
    </>
  );
}
