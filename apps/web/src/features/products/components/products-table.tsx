import type { ProductListItem } from "@app/contract";
import { Anchor, Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { useWiderThan } from "../../../lib/breakpoints";
import { formatMoney } from "../../../lib/money";
import { productRoutes } from "../api/keys";
import { useUnitLabel } from "../labels";
import { ProductCards } from "./product-cards";

interface Props {
  rows: ProductListItem[];
  fetching: boolean;
  empty: ReactNode;
}

/** The products of a page: a table, or cards on a phone. */
export function ProductsTable({ rows, fetching, empty }: Props) {
  const { t, i18n } = useTranslation("products");
  const wide = useWiderThan("sm");
  const unit = useUnitLabel();
  if (!wide) return rows.length === 0 ? empty : <ProductCards rows={rows} />;
  const columns: ListColumn<ProductListItem>[] = [
    { accessor: "number", title: t("fields.number"), width: 110, noWrap: true },
    {
      accessor: "name",
      title: t("fields.name"),
      render: (product) => (
        <Anchor component={Link} to={productRoutes.detail(product.id)} fz="sm" fw={500}>
          {product.name}
        </Anchor>
      ),
    },
    { accessor: "type", title: t("fields.type"), render: (product) => t(`type.${product.type}`) },
    { accessor: "category", title: t("fields.category"), visibleFrom: "md", render: (p) => p.category?.name ?? "" },
    { accessor: "unit", title: t("fields.unit"), visibleFrom: "md", render: (product) => unit(product.unitCode) },
    {
      accessor: "salesPriceOre",
      title: t("fields.salesPrice"),
      textAlign: "right",
      noWrap: true,
      render: (product) => formatMoney(product.salesPriceOre, i18n.language),
    },
    {
      accessor: "active",
      title: t("fields.active"),
      render: (product) =>
        !product.active && (
          <Badge variant="light" color="gray">
            {t("list.inactive")}
          </Badge>
        ),
    },
  ];
  return (
    <ListTable<ProductListItem>
      aria-label={t("list.tableLabel")}
      records={rows}
      columns={columns}
      fetching={fetching}
      empty={empty}
    />
  );
}
