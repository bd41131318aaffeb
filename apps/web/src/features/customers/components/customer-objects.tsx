import { Anchor, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCustomerObjects } from "../api/get-customer-objects";
import type { Scope } from "../api/keys";
import { CustomerSectionCard } from "./customer-section-card";

/** The objects linked to the customer that the reader may see, by name, each leading to its page. */
export function CustomerObjects({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  const [page, setPage] = useState(0);
  const query = useCustomerObjects(scope, customerId, page);
  return (
    <CustomerSectionCard
      title={t("sections.objects.title")}
      query={query}
      page={page}
      onPage={setPage}
      failed={t("sections.objects.failed")}
      empty={t("sections.objects.empty")}
    >
      {(rows) => (
        <List spacing={6} size="sm" listStyleType="none">
          {rows.map((object) => (
            <List.Item key={object.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/companies/${object.companyId}/publications/${object.id}`} size="sm">
                  {object.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[t("sections.objects.number", { number: object.objectNumber }), object.group?.name]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CustomerSectionCard>
  );
}
