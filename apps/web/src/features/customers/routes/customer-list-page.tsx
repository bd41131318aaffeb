import { Box, Button, EmptyState, Group, Stack } from "@mantine/core";
import { IconAddressBook, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useCustomers } from "../api/get-customers";
import type { Scope } from "../api/keys";
import { useStatuses } from "../api/statuses";
import { CustomerFilters } from "../components/customer-filters";
import { CustomersTable } from "../components/customers-table";
import { ExportMenu, ImportButton } from "../import";
import { filterCount, toFilters, useCustomerListState } from "../list-state";

const CreateCustomerModal = lazyModal(() =>
  import("../components/create-customer-modal").then((module) => module.CreateCustomerModal),
);

/** /list/customers: the company's customers (the customers feature). */
export function CustomerListPage() {
  const { t } = useTranslation("customers");
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <CustomerList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function CustomerList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("customers");
  const { has } = usePermissions();
  const [state, setState] = useCustomerListState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = useCustomers(scope, filters, state.page);
  const statuses = useStatuses(scope);
  const [creating, setCreating] = useState(false);
  const rows = list.data?.rows ?? [];
  const filtered = state.q !== null || filterCount(state) > 0;
  const responsibleName = rows.find((r) => r.responsible?.id === state.responsible)?.responsible?.name;

  const create = has("CustomerCreate") && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setCreating(true)}
      onPointerEnter={CreateCustomerModal.preload}
      onFocus={CreateCustomerModal.preload}
    >
      {t("create.open")}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t("title")}
        description={t("list.description")}
        actions={
          <Group gap="xs">
            {has("CustomerCreate") && <ImportButton scope={scope} />}
            <ExportMenu companyId={scope.companyId} filters={{ ...filters }} />
            {create}
          </Group>
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
        <CustomerFilters
          scope={scope}
          state={state}
          statuses={statuses.data ?? []}
          responsibleName={responsibleName}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary query={list} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={8}>
          <CustomersTable
            rows={rows}
            fetching={list.isFetching && list.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconAddressBook aria-hidden />}
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
      <CreateCustomerModal scope={scope} opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
