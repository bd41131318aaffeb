import type { PriceList } from "@app/contract";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { productRoutes } from "../api/keys";
import { usePriceListTarget, useValidity } from "./price-list-target";

/** The price lists: name, whom each prices, when it is valid and how many products it prices. */
export function PriceListsTable({ lists }: { lists: PriceList[] }) {
  const { t } = useTranslation("products");
  const target = usePriceListTarget();
  const validity = useValidity();
  return (
    <ListTable<PriceList>
      aria-label={t("priceLists.title")}
      records={lists}
      columns={[
        {
          accessor: "name",
          title: t("priceLists.name"),
          render: (list) => (
            <Anchor component={Link} to={productRoutes.priceList(list.id)} fz="sm" fw={500}>
              {list.name}
            </Anchor>
          ),
        },
        { accessor: "target", title: t("priceLists.target"), render: target },
        { accessor: "validity", title: t("priceLists.validity"), visibleFrom: "sm", noWrap: true, render: validity },
        { accessor: "itemCount", title: t("priceLists.items"), textAlign: "right", width: 100 },
      ]}
    />
  );
}
