import { Box, Button, EmptyState, Stack } from "@mantine/core";
import { IconPlus, IconRepeat } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useRouteCompany } from "../../../lib/route-company";
import { useSubscriptions } from "../api/get-subscriptions";
import { type Scope, subscriptionRoutes } from "../api/keys";
import { SubscriptionFilters } from "../components/subscription-filters";
import { SubscriptionsTable } from "../components/subscriptions-table";
import type { CustomerField } from "../form";
import { filterCount, toFilters, useSubscriptionListState } from "../list-state";

const CreateSubscriptionModal = lazyModal(() =>
  import("../components/create-subscription-modal").then((module) => module.CreateSubscriptionModal),
);

/** /companies/:companyId/order-subscriptions: the company's order subscriptions (the customers feature). */
export function SubscriptionListPage({ customerField }: { customerField: CustomerField }) {
  const { t } = useTranslation("orderSubscriptions");
  const { company } = useRouteCompany();
  if (!company) return <Navigate replace to="/404" />;
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) =>
        scope.companyId === company.id && (
          <SubscriptionList key={scope.companyId} scope={scope} customerField={customerField} />
        )
      }
    </GatedPage>
  );
}

function SubscriptionList({ scope, customerField }: { scope: Scope; customerField: CustomerField }) {
  const { t } = useTranslation("orderSubscriptions");
  const { has } = usePermissions();
  const { user, company } = useRouteCompany();
  const navigate = useNavigate();
  const [state, setState] = useSubscriptionListState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = useSubscriptions(scope, filters, state.page);
  const [creating, setCreating] = useState(false);
  const rows = list.data?.rows ?? [];
  const filtered = state.q !== null || filterCount(state) > 0;
  const canCreate =
    has("OrderCreate") &&
    has("PublicationCreate") &&
    company?.enabledFeatures.publicationTypes.includes("orderSubscription");

  return (
    <>
      <PageTitle
        title={t("title")}
        description={t("list.description")}
        actions={
          canCreate && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
              onPointerEnter={CreateSubscriptionModal.preload}
              onFocus={CreateSubscriptionModal.preload}
            >
              {t("create.open")}
            </Button>
          )
        }
      />
      <Stack gap="sm">
        <Box>
          <SearchForm
            key={state.q ?? ""}
            q={state.q}
            onSearch={(q) => void setState({ q, page: null })}
            labels={{
              label: t("list.search"),
              placeholder: t("list.searchPlaceholder"),
              clear: t("list.searchClear"),
              search: t("list.searchSubmit"),
            }}
          />
        </Box>
        <SubscriptionFilters
          state={state}
          customerName={rows.find((row) => row.customer.id === state.customer)?.customer.name}
          customerField={customerField}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary query={list} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={8}>
          <SubscriptionsTable
            companyId={scope.companyId}
            rows={rows}
            fetching={list.isFetching && list.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconRepeat aria-hidden />}
                title={filtered ? t("list.noMatch") : t("list.empty")}
                description={filtered ? t("list.noMatchHint") : t("list.emptyHint")}
              />
            }
          />
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={list.data?.hasNext ?? false}
          disabled={list.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <CreateSubscriptionModal
        scope={scope}
        me={{ id: user.id, name: user.name, email: user.email }}
        customerField={customerField}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(subscriptionRoutes.object(scope.companyId, id))}
      />
    </>
  );
}
