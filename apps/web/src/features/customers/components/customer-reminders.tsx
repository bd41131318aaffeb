import { Badge, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useCustomerReminders } from "../api/get-customer-reminders";
import type { Scope } from "../api/keys";
import { CustomerSectionCard } from "./customer-section-card";
import { ObjectLink } from "./object-link";

/** The reminders on the customer's objects that the reader may see, by date (for those who use reminders). */
export function CustomerReminders({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  const [page, setPage] = useState(0);
  const query = useCustomerReminders(scope, customerId, page);
  return (
    <CustomerSectionCard
      title={t("sections.reminders.title")}
      query={query}
      page={page}
      onPage={setPage}
      failed={t("sections.reminders.failed")}
      empty={t("sections.reminders.empty")}
    >
      {(rows) => (
        <List spacing={8} size="sm" listStyleType="none">
          {rows.map((reminder) => (
            <List.Item key={reminder.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {reminder.title}
                </Text>
                {reminder.status && (
                  <Badge size="xs" variant="light" color="gray">
                    {t("sections.reminders.completed")}
                  </Badge>
                )}
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {reminder.reminderAt
                    ? t("sections.reminders.remindOn", { date: formatDate(reminder.reminderAt) })
                    : t("sections.reminders.noDate")}
                </Text>
                <ObjectLink companyId={scope.companyId} object={reminder.publication} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CustomerSectionCard>
  );
}
