import type { OrderSubscription } from "@app/contract";
import { List, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataField } from "../../../components/data-field";
import { describeRule } from "../repeat";

/** What each generated order is made of, and when: customer, people, the rule in words, dates, lines. */
export function SubscriptionTemplate({ subscription: s }: { subscription: OrderSubscription }) {
  const { t, i18n } = useTranslation("orderSubscriptions");
  return (
    <Stack gap="sm">
      <Text fw={500}>{describeRule(s.rrule, s.startDate, t, i18n.language)}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <DataField label={t("fields.customer")}>{`${s.customer.number} ${s.customer.name}`}</DataField>
        <DataField label={t("fields.contact")}>{s.contact?.name ?? t("fields.noContact")}</DataField>
        <DataField label={t("fields.responsible")}>{s.responsible?.name ?? "–"}</DataField>
        <DataField label={t("fields.assignees")}>{s.assignees.map((a) => a.name).join(", ") || "–"}</DataField>
        <DataField label={t("fields.startDate")}>{s.startDate}</DataField>
        <DataField label={t("fields.endDate")}>{s.endDate ?? t("fields.noEnd")}</DataField>
        <DataField label={t("fields.horizonDays")}>{s.horizonDays}</DataField>
      </SimpleGrid>
      <DataField label={t("fields.lines")}>
        {s.lines.length === 0 ? (
          t("section.noLines")
        ) : (
          <List size="sm" spacing={2}>
            {s.lines.map((line) => (
              <List.Item key={line.position}>
                {`${line.quantity.toLocaleString(i18n.language)} × ${line.product?.name ?? line.description}`}
                {line.product && line.description !== line.product.name && line.description
                  ? ` (${line.description})`
                  : ""}
              </List.Item>
            ))}
          </List>
        )}
      </DataField>
    </Stack>
  );
}
