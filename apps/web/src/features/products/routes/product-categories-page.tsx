import type { ProductCategory } from "@app/contract";
import { Button } from "@mantine/core";
import { IconCategory, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCategories } from "../api/categories";
import { productRoutes, type Scope } from "../api/keys";
import { CategoriesTable } from "../components/categories-table";

const CategoryModal = lazyModal(
  () => import("../components/category-modal").then((module) => module.CategoryModal),
  (props) => props.category !== undefined,
);

/** /settings/product-categories: the company's product categories, two levels deep (ProductCategories). */
export function ProductCategoriesPage() {
  const { t } = useTranslation("products");
  return (
    <GatedPage
      title={t("categories.title")}
      permission="ProductCategories"
      loadingLabel={t("categories.loading")}
      unavailable={{ title: t("categories.unavailable"), description: t("categories.unavailableHint") }}
    >
      {(scope) => <Categories key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function Categories({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const categories = useCategories(scope);
  // undefined: closed; null: a new category.
  const [editing, setEditing] = useState<ProductCategory | null | undefined>(undefined);
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={CategoryModal.preload}
      onFocus={CategoryModal.preload}
    >
      {t("categories.add")}
    </Button>
  );
  return (
    <>
      <BackLink to={productRoutes.list} label={t("page.back")} />
      <PageTitle title={t("categories.title")} description={t("categories.description")} actions={add} />
      <QueryBoundary
        query={categories}
        failed={t("categories.failed")}
        loadingLabel={t("categories.loading")}
        empty={{ icon: <IconCategory aria-hidden />, title: t("categories.empty"), action: add }}
      >
        {(data) => <CategoriesTable scope={scope} categories={data} onEdit={setEditing} />}
      </QueryBoundary>
      <CategoryModal
        scope={scope}
        category={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
