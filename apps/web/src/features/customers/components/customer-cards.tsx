import type { Customer } from "@app/contract";
import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { customerRoutes } from "../api/keys";
import { identityNumber } from "./customer-number";
import { StatusBadge } from "./status-badge";

/** The list on a phone: a card per customer. */
export function CustomerCards({ rows }: { rows: Customer[] }) {
  const { t } = useTranslation("customers");
  return (
    <Stack gap="xs" component="ul" aria-label={t("list.tableLabel")} p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map((customer) => (
        <Card key={customer.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={customerRoutes.detail(customer.id)} fw={600}>
              {customer.name}
            </Anchor>
            <StatusBadge status={customer.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[customer.number, identityNumber(customer), customer.city].filter(Boolean).join(" · ")}
          </Text>
          {customer.responsible && (
            <Text size="sm">{t("list.responsibleIs", { name: customer.responsible.name })}</Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
