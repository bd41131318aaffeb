import type { UnitProduct } from "@app/contract";
import { Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";

/** The unit's products: name, quantity with its unit, description; edit and delete in the row. */
export function ProductsTable({
  products,
  fetching,
  onEdit,
  onDelete,
}: {
  products: UnitProduct[];
  fetching: boolean;
  onEdit: (product: UnitProduct) => void;
  onDelete: (product: UnitProduct) => void;
}) {
  const { t, i18n } = useTranslation("units");
  return (
    <ListTable<UnitProduct>
      aria-label={t("products.title")}
      records={products}
      fetching={fetching}
      columns={[
        { accessor: "name", title: t("fields.name"), cellsStyle: () => ({ overflowWrap: "break-word" }) },
        {
          accessor: "quantity",
          title: t("products.quantity"),
          textAlign: "right",
          width: 100,
          render: (product) => product.quantity.toLocaleString(i18n.language),
        },
        {
          accessor: "unitCode",
          title: t("products.unitCode"),
          render: (product) => t(`productUnits.${product.unitCode}`),
        },
        {
          accessor: "description",
          title: t("fields.description"),
          visibleFrom: "md",
          ellipsis: true,
          render: (product) => (
            <Text span fz="sm" title={product.description || undefined}>
              {product.description || "–"}
            </Text>
          ),
        },
        {
          accessor: "actions",
          title: <VisuallyHidden>{t("actions.label")}</VisuallyHidden>,
          width: 90,
          render: (product) => (
            <RowActions>
              <EditAction label={t("products.edit", { name: product.name })} onClick={() => onEdit(product)} />
              <DeleteAction label={t("products.delete", { name: product.name })} onClick={() => onDelete(product)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
