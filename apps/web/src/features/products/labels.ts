import { PRODUCT_UNIT_CODES, type ProductCategory, type ProductUnitCode, productUnitLabel } from "@app/contract";
import { useTranslation } from "react-i18next";

/** The language of the unit names and amounts shown: Swedish unless English is shown. */
export const unitLanguage = (language: string): "en" | "sv" => (language.startsWith("en") ? "en" : "sv");

/** The unit codes for a select, each as "KGM – kilogram" in the language shown. */
export function useUnitOptions() {
  const { i18n } = useTranslation("products");
  const language = unitLanguage(i18n.language);
  return PRODUCT_UNIT_CODES.map((code) => ({ value: code, label: productUnitLabel(code, language) }));
}

/** A unit as the language shown names it. */
export function useUnitLabel() {
  const { i18n } = useTranslation("products");
  return (code: ProductUnitCode) => productUnitLabel(code, unitLanguage(i18n.language));
}

/** Top-level categories first, each followed by its subcategories ("Parent › Child"), in their order. */
export function categoryOptions(categories: ProductCategory[]) {
  const byPosition = (a: ProductCategory, b: ProductCategory) =>
    a.position - b.position || a.name.localeCompare(b.name);
  const top = categories.filter((c) => c.parentId === null).sort(byPosition);
  return top.flatMap((parent) => [
    { value: parent.id, label: parent.name },
    ...categories
      .filter((c) => c.parentId === parent.id)
      .sort(byPosition)
      .map((child) => ({ value: child.id, label: `${parent.name} › ${child.name}` })),
  ]);
}
