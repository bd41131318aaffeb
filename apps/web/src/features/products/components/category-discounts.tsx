import type { PriceListDetail } from "@app/contract";
import { Button, Group, Select, Stack, Table, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { DeleteAction } from "../../../components/row-actions";
import { errorText } from "../../../lib/error-text";
import { formatPercent } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { useCategories } from "../api/categories";
import type { Scope } from "../api/keys";
import { useDeleteCategoryDiscount, useSaveCategoryDiscount } from "../api/price-list-items";
import { categoryOptions } from "../labels";

/** Percent off the sales price of a category's products on this list (a subcategory's own before its parent's). */
export function CategoryDiscounts({ scope, list }: { scope: Scope; list: PriceListDetail }) {
  const { t, i18n } = useTranslation("products");
  const categories = useCategories(scope);
  const save = useSaveCategoryDiscount(scope, list.id);
  const remove = useDeleteCategoryDiscount(scope, list.id);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [percentText, setPercentText] = useState("");
  const percent = Number(percentText.trim().replace(",", "."));
  const valid = percentText.trim() !== "" && /^\d+([.,]\d{1,2})?$/.test(percentText.trim()) && percent <= 100;
  const add = () => {
    if (!categoryId || !valid) return;
    save.mutate(
      { categoryId, body: { percent } },
      {
        onSuccess: () => {
          setCategoryId(null);
          setPercentText("");
        },
        onError: (error) => toast("failure", errorText(error, t("discounts.failed")), 6000),
      },
    );
  };
  return (
    <ObjectSection title={t("discounts.title")}>
      <Stack gap="sm">
        {list.categoryDiscounts.length > 0 && (
          <Table aria-label={t("discounts.title")}>
            <Table.Tbody>
              {list.categoryDiscounts.map((d) => (
                <Table.Tr key={d.category.id}>
                  <Table.Td>{d.category.name}</Table.Td>
                  <Table.Td ta="right">{formatPercent(d.percent, i18n.language)}</Table.Td>
                  <Table.Td w={40}>
                    <DeleteAction
                      label={t("discounts.removeOf", { name: d.category.name })}
                      onClick={() => remove.mutate(d.category.id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={t("discounts.category")}
            searchable
            data={categoryOptions(categories.data ?? [])}
            value={categoryId}
            onChange={setCategoryId}
            style={{ flex: 2, minWidth: 160 }}
          />
          <TextInput
            label={t("discounts.percent")}
            inputMode="decimal"
            value={percentText}
            onChange={(event) => setPercentText(event.currentTarget.value)}
            error={percentText.trim() !== "" && !valid ? t("errors.percent") : undefined}
            style={{ flex: 1, minWidth: 90 }}
          />
          <Button variant="default" onClick={add} loading={save.isPending} disabled={!categoryId || !valid}>
            {t("discounts.add")}
          </Button>
        </Group>
      </Stack>
    </ObjectSection>
  );
}
