import { Alert, Box, Button, Text } from "@mantine/core";
import { IconBuildingStore, IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { useCustomersWithPortal } from "../api/customers";
import { portalRoutes } from "../api/keys";
import { PORTAL_PAGE_SIZE, usePortals } from "../api/portals";
import { PortalsTable } from "../components/portals-table";
import { usePortalListState } from "../list-state";
import { type PortalContext, PortalGate } from "./portal-gate";

/**
 * /list/customer-portals: the company's customer portals with their customer and counts. With the
 * customers feature it loads the customers with a portal (spec section 6) and says how many;
 * without it, it shows the no-customer-feature marker and no customer column.
 */
export function PortalsListPage() {
  return <PortalGate>{(context) => <PortalList {...context} />}</PortalGate>;
}

function PortalList({ scope, company }: PortalContext) {
  const { t } = useTranslation("portals");
  const customersOn = company.enabledFeatures.customers;
  const withPortal = useCustomersWithPortal(scope, customersOn);
  const [{ q, page }, setList] = usePortalListState();
  const list = usePortals(scope, { page, q });
  const rows = (list.data ?? []).slice(0, PORTAL_PAGE_SIZE);
  const hasNext = (list.data?.length ?? 0) > PORTAL_PAGE_SIZE;

  const create = (
    <Button component={Link} to={portalRoutes.create} leftSection={<IconPlus size={16} aria-hidden />}>
      {t("list.create")}
    </Button>
  );

  return (
    <>
      <PageTitle title={t("title")} description={t("list.description")} actions={create} />
      {customersOn ? (
        withPortal.data && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="customers-with-portal">
            {t("list.customersWithPortal", { count: withPortal.data.length })}
          </Text>
        )
      ) : (
        <Alert color="gray" mb="sm" icon={<IconInfoCircle aria-hidden />} data-testid="no-customer-feature">
          {t("list.noCustomerFeature")}
        </Alert>
      )}
      <Box mb="sm">
        <SearchForm
          key={q}
          q={q}
          onSearch={(next) => void setList({ q: next, page: null })}
          labels={{
            label: t("list.search"),
            placeholder: t("list.searchPlaceholder"),
            clear: t("list.searchClear"),
            search: t("list.searchSubmit"),
          }}
        />
      </Box>
      <QueryBoundary
        query={list}
        failed={t("list.failed")}
        empty={
          q === "" && page === 0
            ? {
                icon: <IconBuildingStore aria-hidden />,
                title: t("list.empty"),
                description: t("list.emptyHint"),
                action: create,
              }
            : t("list.noMatch", { q })
        }
      >
        <PortalsTable portals={rows} withCustomer={customersOn} />
      </QueryBoundary>
      <ListPager
        page={page}
        hasNext={hasNext}
        onChange={(next) => void setList({ page: next })}
        disabled={list.isFetching}
      />
    </>
  );
}
