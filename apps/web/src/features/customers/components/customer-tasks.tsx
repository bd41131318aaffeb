import { Badge, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useCustomerTasks } from "../api/get-customer-tasks";
import type { Scope } from "../api/keys";
import { CustomerSectionCard } from "./customer-section-card";
import { ObjectLink } from "./object-link";

/** The tasks on the customer's objects that the reader may see, by due date; each opens on its object's page. */
export function CustomerTasks({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  const [page, setPage] = useState(0);
  const query = useCustomerTasks(scope, customerId, page);
  return (
    <CustomerSectionCard
      title={t("sections.tasks.title")}
      query={query}
      page={page}
      onPage={setPage}
      failed={t("sections.tasks.failed")}
      empty={t("sections.tasks.empty")}
    >
      {(rows) => (
        <List spacing={8} size="sm" listStyleType="none">
          {rows.map((task) => (
            <List.Item key={task.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500} td={task.done ? "line-through" : undefined}>
                  {task.title}
                </Text>
                {task.done && (
                  <Badge size="xs" variant="light" color="green">
                    {t("sections.tasks.done")}
                  </Badge>
                )}
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {task.dueDate
                    ? t("sections.tasks.due", { date: formatDate(task.dueDate) })
                    : t("sections.tasks.noDue")}
                </Text>
                {task.publication && (
                  <ObjectLink companyId={scope.companyId} object={task.publication} search={`?task=${task.id}`} />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CustomerSectionCard>
  );
}
