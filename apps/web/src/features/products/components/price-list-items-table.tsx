import type { PriceListItem } from "@app/contract";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { formatMoney, formatQuantity } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useDeletePriceListItem } from "../api/price-list-items";

interface Props {
  scope: Scope;
  listId: string;
  rows: PriceListItem[];
  onEdit: (item: PriceListItem) => void;
}

/** A page of the list's prices: product, the list's price against the sales price, the quantity breaks. */
export function PriceListItemsTable({ scope, listId, rows, onEdit }: Props) {
  const { t, i18n } = useTranslation("products");
  const remove = useDeletePriceListItem(scope, listId);
  const money = (ore: number) => formatMoney(ore, i18n.language);
  const askRemove = (item: PriceListItem) =>
    confirmAction({
      title: t("items.removeTitle"),
      message: t("items.removeMessage", { name: item.product.name }),
      confirm: t("items.remove"),
      onConfirm: () =>
        remove.mutate(item.product.id, {
          onSuccess: () => toast("success", t("items.removed", { name: item.product.name }), 3000),
          onError: (error) => toast("failure", errorText(error, t("items.removeFailed")), 6000),
        }),
    });
  return (
    <ListTable<PriceListItem>
      aria-label={t("items.title")}
      records={rows}
      columns={[
        { accessor: "product.number", title: t("fields.number"), width: 100, visibleFrom: "sm" },
        { accessor: "product.name", title: t("fields.name") },
        { accessor: "priceOre", title: t("items.price"), noWrap: true, render: (item) => money(item.priceOre) },
        {
          accessor: "breaks",
          title: t("items.breaks"),
          render: (item) => (
            <Text size="sm">
              {item.breaks
                .map((b) =>
                  t("items.breakText", {
                    quantity: formatQuantity(b.fromQuantity, i18n.language),
                    price: money(b.priceOre),
                  }),
                )
                .join(", ")}
            </Text>
          ),
        },
        {
          accessor: "actions",
          title: t("categories.actions"),
          width: 100,
          render: (item) => (
            <RowActions>
              <EditAction label={t("items.editOf", { name: item.product.name })} onClick={() => onEdit(item)} />
              <DeleteAction label={t("items.removeOf", { name: item.product.name })} onClick={() => askRemove(item)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
