import type { PriceListDetail, PriceListItem } from "@app/contract";
import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { lazyModal } from "../../../lib/lazy-modal";
import type { Scope } from "../api/keys";
import { usePriceListItems } from "../api/price-list-items";
import { PriceListItemsTable } from "./price-list-items-table";

const PriceItemModal = lazyModal(
  () => import("./price-item-modal").then((module) => module.PriceItemModal),
  (props) => props.item !== undefined,
);

/** The list's prices of products, searched and paged (20 a page), each with its quantity breaks. */
export function PriceListItems({ scope, list }: { scope: Scope; list: PriceListDetail }) {
  const { t } = useTranslation("products");
  const [q, setQ] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const items = usePriceListItems(scope, list.id, q, page);
  // undefined: closed; null: a new product's price.
  const [editing, setEditing] = useState<PriceListItem | null | undefined>(undefined);
  const add = (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={PriceItemModal.preload}
      onFocus={PriceItemModal.preload}
    >
      {t("items.add")}
    </Button>
  );
  return (
    <ObjectSection title={t("items.title")} actions={add}>
      <Stack gap="sm">
        <SearchForm
          key={q ?? ""}
          q={q}
          onSearch={(next) => {
            setQ(next);
            setPage(0);
          }}
          labels={{
            label: t("items.search"),
            placeholder: t("list.searchPlaceholder"),
            clear: t("list.searchClear"),
            search: t("list.searchSubmit"),
          }}
        />
        <QueryBoundary
          query={items}
          failed={t("items.failed")}
          loadingLabel={t("items.loading")}
          isEmpty={(data) => data.rows.length === 0}
          empty={q ? t("items.noMatch") : t("items.empty")}
        >
          {(data) => <PriceListItemsTable scope={scope} listId={list.id} rows={data.rows} onEdit={setEditing} />}
        </QueryBoundary>
        <ListPager page={page} hasNext={items.data?.hasNext ?? false} disabled={items.isFetching} onChange={setPage} />
      </Stack>
      <PriceItemModal scope={scope} listId={list.id} item={editing} onClose={() => setEditing(undefined)} />
    </ObjectSection>
  );
}
