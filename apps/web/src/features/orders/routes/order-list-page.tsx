import { Box, EmptyState, Stack } from "@mantine/core";
import { IconClipboardText } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { useRouteCompany } from "../../../lib/route-company";
import { useOrders } from "../api/get-orders";
import type { Scope } from "../api/keys";
import type { Ref } from "../components/customer-picker";
import { NewOrderButton } from "../components/new-order-button";
import { OrderFilters } from "../components/order-filters";
import { OrdersTable } from "../components/orders-table";
import { filterCount, toFilters, useOrderListState } from "../list-state";

/** /companies/:companyId/orders: the company's work orders. */
export function OrderListPage() {
  const { t } = useTranslation("orders");
  const { company } = useRouteCompany();
  if (!company) return <Navigate replace to="/404" />;
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {/* The address's company becomes the selected one after the first render. */}
      {(scope) => scope.companyId === company.id && <OrderList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function OrderList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("orders");
  const [state, setState] = useOrderListState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = useOrders(scope, filters, state.page);
  const rows = list.data?.rows ?? [];
  const [picked, setPicked] = useState<{ customer: Ref | null; responsible: Ref | null }>({
    customer: null,
    responsible: null,
  });
  // The address holds ids: their names are the ones picked, or a filtered row's.
  const names = {
    customer: state.customer
      ? picked.customer?.id === state.customer
        ? picked.customer
        : (rows.find((r) => r.customer.id === state.customer)?.customer ?? { id: state.customer, name: "" })
      : null,
    responsible: state.responsible
      ? picked.responsible?.id === state.responsible
        ? picked.responsible
        : (rows.find((r) => r.responsible?.id === state.responsible)?.responsible ?? {
            id: state.responsible,
            name: "",
          })
      : null,
  };
  const filtered = state.q !== null || filterCount(state) > 0;

  return (
    <>
      <PageTitle title={t("title")} description={t("list.description")} actions={<NewOrderButton scope={scope} />} />
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
        <OrderFilters
          scope={scope}
          state={state}
          names={names}
          onChange={(change, named) => {
            if (named) setPicked((old) => ({ ...old, ...named }));
            void setState({ ...change, page: null });
          }}
        />
        <QueryBoundary query={list} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={8}>
          <OrdersTable
            companyId={scope.companyId}
            rows={rows}
            fetching={list.isFetching && list.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconClipboardText aria-hidden />}
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
    </>
  );
}
