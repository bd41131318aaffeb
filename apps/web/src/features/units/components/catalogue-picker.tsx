import { useTranslation } from "react-i18next";
import { ProductSelect } from "../../../components/product-select";
import type { Scope } from "../api/keys";
import type { CatalogueRef } from "../api/unit-products";

interface Props {
  scope: Scope;
  value: CatalogueRef | null;
  onChange: (product: CatalogueRef) => void;
  error?: React.ReactNode;
}

/** The catalogue product a unit product links, searched by number or name among the company's active ones. */
export function CataloguePicker({ scope, value, onChange, error }: Props) {
  const { t } = useTranslation("units");
  return (
    <ProductSelect
      scope={scope}
      label={t("products.product")}
      placeholder={t("products.productPlaceholder")}
      searching={t("products.searching")}
      nothingFound={t("products.nothingFound")}
      autoFocus
      error={error}
      value={value}
      onChange={(product) => onChange({ id: product.id, number: product.number, name: product.name })}
    />
  );
}
