import type { InvoiceBasis, InvoiceBasisOrder, InvoiceExportCreate } from "@app/contract";
import { Alert, Stack, Title } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { GatedPage } from "../../../../components/gated-page";
import { PageTitle } from "../../../../components/page-title";
import { QueryBoundary } from "../../../../components/query-boundary";
import { useRouteCompany } from "../../../../lib/route-company";
import { useInvoiceExports } from "../api/get-exports";
import { useInvoiceBasis } from "../api/get-invoice-basis";
import type { Scope } from "../api/keys";
import { BasisTable } from "../components/basis-table";
import { ExportActions } from "../components/export-actions";
import { ExportsTable } from "../components/exports-table";
import { PeriodFilters } from "../components/period-filters";
import { toPeriod, useBasisPeriodState } from "../list-state";

/** /companies/:companyId/orders/invoice-basis: the reported orders to invoice, their export and the latest exports. */
export function InvoiceBasisPage() {
  const { t } = useTranslation("invoiceBasis");
  const { company } = useRouteCompany();
  if (!company) return <Navigate replace to="/404" />;
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      permission="OrderActivateCancel"
      loadingLabel={t("loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => scope.companyId === company.id && <InvoiceBasisScreen key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

/** What an export takes: the rows picked, else the period (when it has both ends), else every order shown. */
function exportRequest(basis: InvoiceBasis, selected: InvoiceBasisOrder[], period: ReturnType<typeof toPeriod>) {
  if (selected.length > 0) return { orderIds: selected.map((o) => o.id) } satisfies InvoiceExportCreate;
  if (period.from && period.to && !basis.truncated) return period satisfies InvoiceExportCreate;
  return { orderIds: basis.orders.map((o) => o.id) } satisfies InvoiceExportCreate;
}

function sumsOf(rows: InvoiceBasisOrder[]) {
  return rows.reduce(
    (sum, o) => ({
      count: sum.count + 1,
      netOre: sum.netOre + o.netOre,
      vatOre: sum.vatOre + o.vatOre,
      grossOre: sum.grossOre + o.grossOre,
    }),
    { count: 0, netOre: 0, vatOre: 0, grossOre: 0 },
  );
}

function InvoiceBasisScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation("invoiceBasis");
  const [state] = useBasisPeriodState();
  const period = useMemo(() => toPeriod(state), [state]);
  const basis = useInvoiceBasis(scope, period);
  const exports = useInvoiceExports(scope);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const rows = basis.data?.orders ?? [];
  const selected = rows.filter((o) => selectedIds.includes(o.id));
  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <Stack gap="md">
        <PeriodFilters state={state} />
        <QueryBoundary
          query={basis}
          failed={t("failed")}
          loadingLabel={t("loading")}
          isEmpty={(data) => data.orders.length === 0}
          empty={{
            icon: <IconFileInvoice aria-hidden />,
            title: t("table.empty"),
            description: t("table.emptyDescription"),
          }}
        >
          {(data) => (
            <Stack gap="sm">
              {data.truncated && <Alert color="yellow">{t("table.truncated")}</Alert>}
              <ExportActions
                scope={scope}
                sums={selected.length > 0 ? sumsOf(selected) : data.totals}
                selectedCount={selected.length}
                request={exportRequest(data, selected, period)}
              />
              <BasisTable
                companyId={scope.companyId}
                rows={data.orders}
                selected={selected}
                onSelect={(picked) => setSelectedIds(picked.map((o) => o.id))}
              />
            </Stack>
          )}
        </QueryBoundary>
        <Title order={2} size="h4">
          {t("exports.title")}
        </Title>
        <QueryBoundary query={exports} failed={t("failed")} empty={t("exports.empty")}>
          {(list) => <ExportsTable scope={scope} rows={list} />}
        </QueryBoundary>
      </Stack>
    </>
  );
}
