import type { CustomerDetail } from "@app/contract";
import { Anchor, Button, SimpleGrid, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataField } from "../../../components/data-field";
import { ObjectSection } from "../../../components/object-section";
import type { Scope } from "../api/keys";
import { CustomerEditForm } from "./customer-edit-form";
import { identityNumber } from "./customer-number";

interface Props {
  scope: Scope;
  customer: CustomerDetail;
  canEdit: boolean;
}

/** The customer's details as read, edited in place by those with CustomerEdit. */
export function CustomerDetails({ scope, customer, canEdit }: Props) {
  const { t } = useTranslation("customers");
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
        <CustomerEditForm scope={scope} customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <DetailsView customer={customer} />
      )}
    </ObjectSection>
  );
}

function DetailsView({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation("customers");
  const none = (
    <Text span c="dimmed" size="sm">
      {t("details.none")}
    </Text>
  );
  const or = (value: string | null | undefined) => value || none;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DataField label={t("fields.kind")}>{t(`kind.${customer.kind}`)}</DataField>
      <DataField label={t("fields.number")}>{customer.number}</DataField>
      <DataField label={customer.kind === "person" ? t("fields.personalNumber") : t("fields.orgNumber")}>
        {or(identityNumber(customer))}
      </DataField>
      <DataField label={t("fields.vatNumber")}>{or(customer.vatNumber)}</DataField>
      <DataField label={t("fields.email")}>
        {customer.email ? <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> : none}
      </DataField>
      <DataField label={t("fields.phone")}>
        {customer.phone ? <Anchor href={`tel:${customer.phone}`}>{customer.phone}</Anchor> : none}
      </DataField>
      <DataField label={t("fields.homepage")}>
        {customer.homepage ? (
          <Anchor href={customer.homepage} target="_blank" rel="noreferrer">
            {customer.homepage}
          </Anchor>
        ) : (
          none
        )}
      </DataField>
      <DataField label={t("fields.gln")}>{or(customer.gln)}</DataField>
      <DataField label={t("fields.paymentTerms")}>{t("details.days", { count: customer.paymentTermsDays })}</DataField>
      <DataField label={t("fields.invoiceEmail")}>{or(customer.invoiceEmail)}</DataField>
      <DataField label={t("fields.language")}>{t(`languages.${customer.language}`)}</DataField>
      <DataField label={t("fields.responsible")}>{or(customer.responsible?.name)}</DataField>
      <DataField label={t("fields.tags")}>{or(customer.tags.join(", "))}</DataField>
      <DataField label={t("fields.notes")}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {or(customer.notes)}
        </Text>
      </DataField>
    </SimpleGrid>
  );
}
