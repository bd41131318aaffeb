import { Box, Button, EmptyState, Group, Stack } from "@mantine/core";
import { IconPackage, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useCategories } from "../api/categories";
import { exportProducts } from "../api/export";
import { useProducts } from "../api/get-products";
import type { Scope } from "../api/keys";
import { CatalogueLinks } from "../components/catalogue-links";
import { ExportMenu } from "../components/export-menu";
import { ImportButton } from "../components/import-button";
import { ProductFilters } from "../components/product-filters";
import { ProductsTable } from "../components/products-table";
import { filterCount, toFilters, useProductListState } from "../list-state";

const CreateProductModal = lazyModal(() =>
  import("../components/create-product-modal").then((module) => module.CreateProductModal),
);

/** /list/products: the company's products (the catalogue). */
export function ProductListPage() {
  const { t } = useTranslation("products");
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <ProductList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function ProductList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const { has } = usePermissions();
  const [state, setState] = useProductListState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = useProducts(scope, filters, state.page);
  const categories = useCategories(scope);
  const [creating, setCreating] = useState(false);
  const filtered = state.q !== null || filterCount(state) > 0;

  const create = has("Products") && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setCreating(true)}
      onPointerEnter={CreateProductModal.preload}
      onFocus={CreateProductModal.preload}
    >
      {t("create.open")}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t("title")}
        description={t("list.description")}
        actions={
          <Group gap="xs">
            <CatalogueLinks />
            <ExportMenu
              onExport={(format) => exportProducts(scope.companyId, filters, format, t("export.catalogue"))}
            />
            {has("Products") && <ImportButton scope={scope} />}
            {create}
          </Group>
        }
      />
      <Stack gap="sm">
        <Box>
          <SearchForm
            key={state.q ?? ""}
            q={state.q}
            onSearch={(q) => void setState({ q, page: null })}
            labels={{
              label: t("list.search"),
              placeholder: t("list.searchPlaceholder"),
              clear: t("list.searchClear"),
              search: t("list.searchSubmit"),
            }}
          />
        </Box>
        <ProductFilters
          state={state}
          categories={categories.data ?? []}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary query={list} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={8}>
          <ProductsTable
            rows={list.data?.rows ?? []}
            fetching={list.isFetching && list.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconPackage aria-hidden />}
                title={filtered ? t("list.noMatch") : t("list.empty")}
                description={filtered ? t("list.noMatchHint") : t("list.emptyHint")}
              />
            }
          />
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={list.data?.hasNext ?? false}
          disabled={list.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <CreateProductModal scope={scope} opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
