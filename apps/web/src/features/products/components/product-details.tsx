import type { Product } from "@app/contract";
import { Badge, Button, SimpleGrid, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataField } from "../../../components/data-field";
import { ObjectSection } from "../../../components/object-section";
import { formatMoney } from "../../../lib/money";
import type { Scope } from "../api/keys";
import { useUnitLabel } from "../labels";
import { ProductEditForm } from "./product-edit-form";
import { TypeDetails } from "./type-details";

interface Props {
  scope: Scope;
  product: Product;
  canEdit: boolean;
}

/** The product's details as read, edited in place by those with Products. */
export function ProductDetails({ scope, product, canEdit }: Props) {
  const { t } = useTranslation("products");
  const [editing, setEditing] = useState(false);
  const edit = canEdit && !editing && (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => setEditing(true)}
    >
      {t("details.edit")}
    </Button>
  );
  return (
    <ObjectSection title={t("details.title")} actions={edit || undefined}>
      {editing ? (
        <ProductEditForm scope={scope} product={product} onDone={() => setEditing(false)} />
      ) : (
        <DetailsView product={product} />
      )}
    </ObjectSection>
  );
}

function DetailsView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation("products");
  const unit = useUnitLabel();
  const none = (
    <Text span c="dimmed" size="sm">
      {t("details.none")}
    </Text>
  );
  const category = product.category
    ? [product.parentCategory?.name, product.category.name].filter(Boolean).join(" › ")
    : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DataField label={t("fields.number")}>{product.number}</DataField>
      <DataField label={t("fields.type")}>{t(`type.${product.type}`)}</DataField>
      <DataField label={t("fields.unit")}>{unit(product.unitCode)}</DataField>
      <DataField label={t("fields.category")}>{category ?? none}</DataField>
      <DataField label={t("fields.vatRate")}>{t("fields.vatPercent", { rate: product.vatRate })}</DataField>
      <DataField label={t("fields.salesPrice")}>{formatMoney(product.salesPriceOre, i18n.language)}</DataField>
      <DataField label={t("fields.purchasePrice")}>
        {product.purchasePriceOre === null ? none : formatMoney(product.purchasePriceOre, i18n.language)}
      </DataField>
      <DataField label={t("fields.active")}>
        <Badge variant="light" color={product.active ? "green" : "gray"}>
          {product.active ? t("list.active") : t("list.inactive")}
        </Badge>
      </DataField>
      <TypeDetails product={product} />
      <DataField label={t("fields.description")}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {product.description || none}
        </Text>
      </DataField>
    </SimpleGrid>
  );
}
