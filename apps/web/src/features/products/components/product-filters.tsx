import { type ProductCategory, productSortKeys, productTypes } from "@app/contract";
import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FoldingFilters } from "../../../components/folding-filters";
import { categoryOptions } from "../labels";
import { filterCount, type ProductListState } from "../list-state";

type Change = Partial<Pick<ProductListState, "type" | "category" | "active" | "sort">>;

interface Props {
  state: ProductListState;
  categories: ProductCategory[];
  onChange: (change: Change) => void;
}

/** The list's filters (type, category, active) and sort; folded behind a button on a phone. */
export function ProductFilters({ state, categories, onChange }: Props) {
  const { t } = useTranslation("products");
  return (
    <FoldingFilters formId="product-filters" label={t("filters.title")} count={filterCount(state)}>
      <Group id="product-filters" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("filters.type")}
          placeholder={t("filters.anyType")}
          clearable
          data={productTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          value={state.type}
          onChange={(type) => onChange({ type: type as ProductListState["type"] })}
          w={{ base: "100%", xs: 180 }}
        />
        <Select
          label={t("filters.category")}
          placeholder={t("filters.anyCategory")}
          clearable
          searchable
          data={categoryOptions(categories)}
          value={state.category}
          onChange={(category) => onChange({ category })}
          w={{ base: "100%", xs: 220 }}
        />
        <Select
          label={t("filters.active")}
          allowDeselect={false}
          data={[
            { value: "active", label: t("filters.activeOnly") },
            { value: "inactive", label: t("filters.inactiveOnly") },
            { value: "all", label: t("filters.activeAll") },
          ]}
          value={state.active ?? "active"}
          onChange={(value) => onChange({ active: value === "inactive" || value === "all" ? value : null })}
          w={{ base: "100%", xs: 160 }}
        />
        <Select
          label={t("filters.sort")}
          allowDeselect={false}
          data={productSortKeys.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={state.sort}
          onChange={(sort) => onChange({ sort: (sort as ProductListState["sort"]) ?? "name" })}
          w={{ base: "100%", xs: 160 }}
        />
      </Group>
    </FoldingFilters>
  );
}
