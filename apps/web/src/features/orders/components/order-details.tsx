import type { Order } from "@app/contract";
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { orderRoutes } from "../api/keys";
import { addressText } from "./place-fields";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: "pre-wrap" }}>
        {children || "–"}
      </Text>
    </div>
  );
}

/** The order's details as read; "Edit" while it may still change. */
export function OrderDetails({ order, canEdit, onEdit }: { order: Order; canEdit: boolean; onEdit: () => void }) {
  const { t } = useTranslation("orders");
  const address = order.deliveryAddress;
  const place = [order.plant?.name, address && addressText(address)].filter(Boolean).join(" · ");
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Field label={t("fields.customer")}>
          <Anchor component={Link} to={orderRoutes.customer(order.customer.id)} size="sm">
            {order.customer.name}
          </Anchor>
        </Field>
        <Field label={t("fields.contact")}>{order.contact?.name}</Field>
        <Field label={t("fields.place")}>{place}</Field>
        <Field label={t("fields.orderDate")}>{order.orderDate}</Field>
        <Field label={t("fields.planned")}>
          {order.plannedStart || order.plannedEnd ? `${order.plannedStart ?? "…"} – ${order.plannedEnd ?? "…"}` : ""}
        </Field>
        <Field label={t("fields.responsible")}>{order.responsible?.name}</Field>
        <Field label={t("fields.assignees")}>{order.assignees.map((a) => a.name).join(", ")}</Field>
      </SimpleGrid>
      <Stack component="dl" gap="sm" m={0}>
        <Field label={t("fields.orderText")}>{order.orderText}</Field>
        <Field label={t("fields.internalNotes")}>{order.internalNotes}</Field>
      </Stack>
      {canEdit && (
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t("details.edit")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
