import { Badge, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useCustomerEsign } from "../api/get-customer-esign";
import type { Scope } from "../api/keys";
import { CustomerSectionCard } from "./customer-section-card";
import { ObjectLink } from "./object-link";

const statusColor = { active: "blue", inactive: "gray", complete: "green" } as const;

/** The e-sign requests on the customer's objects that the reader may see, newest first (companies with e-sign). */
export function CustomerEsign({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  const [page, setPage] = useState(0);
  const query = useCustomerEsign(scope, customerId, page);
  return (
    <CustomerSectionCard
      title={t("sections.esign.title")}
      query={query}
      page={page}
      onPage={setPage}
      failed={t("sections.esign.failed")}
      empty={t("sections.esign.empty")}
    >
      {(rows) => (
        <List spacing={8} size="sm" listStyleType="none">
          {rows.map((request) => (
            <List.Item key={request.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {request.document.name}
                </Text>
                <Badge size="xs" variant="light" color={statusColor[request.status]}>
                  {t(`sections.esign.status.${request.status}`)}
                </Badge>
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t("sections.esign.signed", {
                    signed: request.signers.filter((s) => s.status === "signed").length,
                    count: request.signers.length,
                  })}
                  {request.deadline && ` · ${t("sections.esign.deadline", { date: formatDate(request.deadline) })}`}
                </Text>
                <ObjectLink companyId={scope.companyId} object={request.publication} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CustomerSectionCard>
  );
}
