import { useTranslation } from "react-i18next";
import { ProductSelect } from "../../../components/product-select";
import type { ProductPick } from "../../../lib/product-search";
import type { Scope } from "../api/keys";

interface Props {
  scope: Scope;
  label: string;
  value: { id: string; number: string; name: string } | null;
  onChange: (product: ProductPick) => void;
}

/** A line's product among the company's active products, searched by number or name. */
export function ProductPicker({ scope, label, value, onChange }: Props) {
  const { t } = useTranslation("orders");
  return (
    <ProductSelect
      scope={scope}
      label={label}
      placeholder={t("lines.productPlaceholder")}
      searching={t("picker.searching")}
      nothingFound={t("picker.nothingFound")}
      value={value}
      onChange={onChange}
    />
  );
}
