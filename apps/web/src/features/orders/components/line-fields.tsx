import { type ProductUnitCode, type VatRate, vatRates } from "@app/contract";
import { ActionIcon, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LineChoices } from "../../../components/line-choices";
import type { Scope } from "../api/keys";
import { useUnitOptions } from "../labels";
import type { LineDraft } from "../line-draft";
import { LinePrice } from "./line-price";
import { ProductPicker } from "./product-picker";

interface Props {
  scope: Scope;
  line: LineDraft;
  index: number;
  /** The order's customer and date (the line's price is theirs). */
  customerId: string;
  date: string;
  /** MANUAL_PRICE_PERMISSION: the price may be set by hand. */
  mayPrice: boolean;
  onChange: (change: Partial<LineDraft>) => void;
  onRemove: () => void;
}

/** One line in the editor: product or free text, quantity, unit, price (and why), discount, VAT. */
export function LineFields({ scope, line, index, customerId, date, mayPrice, onChange, onRemove }: Props) {
  const { t } = useTranslation("orders");
  const units = useUnitOptions();
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={t("lines.lineLabel", { number: index + 1 })}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
        {line.product || !line.manualPrice ? (
          <ProductPicker
            scope={scope}
            label={t("lines.product")}
            value={line.product}
            onChange={(product) =>
              onChange({
                product: { id: product.id, number: product.number, name: product.name },
                choiceIds: [],
                description: product.name,
                unitCode: product.unitCode,
                vatRate: product.vatRate as VatRate,
              })
            }
          />
        ) : null}
        {line.product && (
          <LineChoices
            scope={scope}
            productId={line.product.id}
            value={line.choiceIds}
            onChange={(choiceIds) => onChange({ choiceIds })}
          />
        )}
        <TextInput
          label={t("lines.description")}
          value={line.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        <TextInput
          label={t("lines.quantity")}
          inputMode="decimal"
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.currentTarget.value })}
        />
        <Select
          label={t("lines.unit")}
          searchable
          allowDeselect={false}
          data={units}
          value={line.unitCode}
          onChange={(unitCode) => unitCode && onChange({ unitCode: unitCode as ProductUnitCode })}
        />
        <TextInput
          label={t("lines.discount")}
          inputMode="decimal"
          rightSection="%"
          value={line.discount}
          onChange={(event) => onChange({ discount: event.currentTarget.value })}
        />
        <Select
          label={t("lines.vat")}
          allowDeselect={false}
          data={vatRates.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
          value={String(line.vatRate)}
          onChange={(rate) => rate && onChange({ vatRate: Number(rate) as VatRate })}
        />
        {line.manualPrice && (
          <TextInput
            label={t("lines.unitPrice")}
            inputMode="decimal"
            rightSection="kr"
            value={line.price}
            onChange={(event) => onChange({ price: event.currentTarget.value })}
          />
        )}
      </SimpleGrid>
      <Group justify="space-between" mt="xs" wrap="wrap">
        {!line.manualPrice && <LinePrice scope={scope} line={line} customerId={customerId} date={date} />}
        <Group gap="xs" ml="auto">
          {mayPrice && line.product && (
            <Checkbox
              label={t("lines.manualPrice")}
              checked={line.manualPrice}
              onChange={(event) => onChange({ manualPrice: event.currentTarget.checked })}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("lines.remove", { number: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
