import type { CustomerDetail } from "@app/contract";
import { Grid, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useCustomer } from "../api/get-customer";
import { customerRoutes, type Scope } from "../api/keys";
import { AddressesSection } from "../components/addresses-section";
import { ContactsSection } from "../components/contacts-section";
import { CustomerDetails } from "../components/customer-details";
import { CustomerEsign } from "../components/customer-esign";
import { CustomerFiles } from "../components/customer-files";
import { CustomerGdprSection } from "../components/customer-gdpr";
import { CustomerHistory } from "../components/customer-history";
import { CustomerObjects } from "../components/customer-objects";
import { CustomerPortals } from "../components/customer-portals";
import { CustomerReminders } from "../components/customer-reminders";
import { CustomerTasks } from "../components/customer-tasks";
import { DeleteCustomer } from "../components/delete-customer";
import { StatusSelect } from "../components/status-select";

/** Sections of other features that app/ places on the page (after the addresses): the products' price check. */
type Sections = (scope: Scope, customer: CustomerDetail) => ReactNode;
/** Buttons of other features in the page's title (the orders' New order). */
type Actions = (scope: Scope, customer: CustomerDetail) => ReactNode;

/**
 * /list/customers/:customerId: a customer in sections (details, contacts, addresses, status, portals,
 * and what hangs on its objects: the objects, their reminders, tasks, e-sign requests and files, as
 * the reader may see them, and the History for holders of AuditLogs); one column on a phone.
 */
export function CustomerPage({ sections, actions }: { sections?: Sections; actions?: Actions }) {
  const { t } = useTranslation("customers");
  const { customerId = "" } = useParams();
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("page.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => (
        <CustomerScreen
          key={`${scope.companyId}/${customerId}`}
          scope={scope}
          customerId={customerId}
          sections={sections}
          actions={actions}
        />
      )}
    </GatedPage>
  );
}

function CustomerScreen({
  scope,
  customerId,
  sections,
  actions,
}: {
  scope: Scope;
  customerId: string;
  sections?: Sections;
  actions?: Actions;
}) {
  const { t } = useTranslation("customers");
  const customer = useCustomer(scope, customerId);
  return (
    <>
      <BackLink to={customerRoutes.list} label={t("page.back")} />
      <QueryBoundary query={customer} failed={t("page.failed")} loadingLabel={t("page.loading")}>
        {(data) => <CustomerSections scope={scope} customer={data} sections={sections} actions={actions} />}
      </QueryBoundary>
    </>
  );
}

function CustomerSections({
  scope,
  customer,
  sections,
  actions,
}: {
  scope: Scope;
  customer: CustomerDetail;
  sections?: Sections;
  actions?: Actions;
}) {
  const { t } = useTranslation("customers");
  const { has } = usePermissions();
  const features = useSession().selectedCompany?.enabledFeatures;
  const canEdit = has("CustomerEdit");
  const id = customer.id;
  return (
    <>
      <PageTitle
        title={customer.name}
        description={[t("page.number", { number: customer.number }), customer.archived && t("page.archived")]
          .filter(Boolean)
          .join(" · ")}
        actions={
          <Group gap="xs">
            {actions?.(scope, customer)}
            {has("CustomerDelete") && <DeleteCustomer scope={scope} customer={customer} />}
          </Group>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <CustomerDetails scope={scope} customer={customer} canEdit={canEdit} />
            <ContactsSection scope={scope} customer={customer} canEdit={canEdit} />
            <AddressesSection scope={scope} customer={customer} canEdit={canEdit} />
            {sections?.(scope, customer)}
            <CustomerObjects scope={scope} customerId={id} />
            <CustomerFiles scope={scope} customerId={id} />
            {has("AuditLogs") && <CustomerHistory scope={scope} customerId={id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <StatusSelect scope={scope} customer={customer} canEdit={canEdit} />
            <CustomerPortals customer={customer} />
            {features?.documentReminder && has("DocumentReminders") && (
              <CustomerReminders scope={scope} customerId={id} />
            )}
            <CustomerTasks scope={scope} customerId={id} />
            {features?.esign && <CustomerEsign scope={scope} customerId={id} />}
            {has("Gdpr") && <CustomerGdprSection scope={scope} customer={customer} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
