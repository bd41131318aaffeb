import type { ProductListItem } from "@app/contract";
import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/money";
import { productRoutes } from "../api/keys";

/** The list on a phone: a card per product. */
export function ProductCards({ rows }: { rows: ProductListItem[] }) {
  const { t, i18n } = useTranslation("products");
  return (
    <Stack gap="xs" component="ul" aria-label={t("list.tableLabel")} p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map((product) => (
        <Card key={product.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={productRoutes.detail(product.id)} fw={600}>
              {product.name}
            </Anchor>
            <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
              {formatMoney(product.salesPriceOre, i18n.language)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed">
              {[product.number, t(`type.${product.type}`), product.category?.name].filter(Boolean).join(" · ")}
            </Text>
            {!product.active && (
              <Badge variant="light" color="gray">
                {t("list.inactive")}
              </Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
