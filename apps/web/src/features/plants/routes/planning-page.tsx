import type { PlanningItem } from "@app/contract";
import { Button, EmptyState, Group, Stack } from "@mantine/core";
import { IconCalendarDue, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useRouteCompany } from "../../../lib/route-company";
import { toast } from "../../../lib/toast";
import { useCanMakePlants } from "../access";
import { plantRoutes, type Scope } from "../api/keys";
import { useMakeOrders, usePlanning } from "../api/planning";
import { PlanningFiltersBar } from "../components/planning-filters";
import { PlanningTable } from "../components/planning-table";
import { toFilters, usePlanningState } from "../list-state";
import type { CustomerField } from "../plant-values";

const BudningModal = lazyModal(() => import("../components/budning-modal").then((module) => module.BudningModal));
const PlantFormModal = lazyModal(() =>
  import("../components/plant-form-modal").then((module) => module.PlantFormModal),
);

/**
 * /companies/:companyId/plants: the due plants to plan, make orders for and send the budning to, and
 * New plant, whose customer is picked with the customers feature's picker the app gives (customerField).
 */
export function PlanningPage({ customerField }: { customerField?: CustomerField }) {
  const { t } = useTranslation("plants");
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
        scope.companyId === company.id && <Planning key={scope.companyId} scope={scope} customerField={customerField} />
      }
    </GatedPage>
  );
}

function Planning({ scope, customerField }: { scope: Scope; customerField?: CustomerField }) {
  const { t } = useTranslation("plants");
  const navigate = useNavigate();
  const canCreate = useCanMakePlants(scope) && customerField !== undefined;
  const [creating, setCreating] = useState(false);
  const { has } = usePermissions(scope.companyId);
  const [state, setState] = usePlanningState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = usePlanning(scope, filters, state.page);
  const rows = list.data?.rows ?? [];
  const [selected, setSelected] = useState<PlanningItem[]>([]);
  const [budning, setBudning] = useState(false);
  const makeOrders = useMakeOrders(scope);
  const items = selected.map((row) => ({ plantId: row.plant.id, type: row.type }));

  const onMakeOrders = () =>
    makeOrders.mutate(
      { items },
      {
        onSuccess: (result) => {
          toast("success", t("orders.made", { made: result.made.length, skipped: result.skipped.length }), 6000);
          setSelected([]);
        },
        onError: (error) => toast("failure", errorText(error, t("orders.failed")), 6000),
      },
    );

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
              onPointerEnter={PlantFormModal.preload}
              onFocus={PlantFormModal.preload}
            >
              {t("actions.newPlant")}
            </Button>
          )
        }
      />
      <Stack gap="sm">
        <PlanningFiltersBar
          scope={scope}
          state={state}
          onChange={(change) => {
            setSelected([]);
            void setState({ ...change, page: null });
          }}
        />
        <Group gap="xs">
          {has("OrderCreate") && (
            <Button disabled={items.length === 0} loading={makeOrders.isPending} onClick={onMakeOrders}>
              {t("actions.makeOrders", { count: items.length })}
            </Button>
          )}
          {has("OrderActivateCancel") && (
            <Button
              variant="light"
              disabled={items.length === 0}
              onPointerEnter={BudningModal.preload}
              onFocus={BudningModal.preload}
              onClick={() => setBudning(true)}
            >
              {t("actions.sendBudning", { count: items.length })}
            </Button>
          )}
        </Group>
        <QueryBoundary query={list} failed={t("list.failed")} loadingLabel={t("list.loading")} placeholders={6}>
          <PlanningTable
            companyId={scope.companyId}
            rows={rows}
            selected={selected}
            onSelectedChange={setSelected}
            fetching={list.isFetching && list.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconCalendarDue aria-hidden />}
                title={t("list.empty")}
                description={t("list.emptyHint")}
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
      <BudningModal
        opened={budning}
        scope={scope}
        items={items}
        onClose={() => setBudning(false)}
        onSent={() => {
          setBudning(false);
          setSelected([]);
        }}
      />
      <PlantFormModal
        scope={scope}
        opened={creating}
        plant={null}
        customerField={customerField}
        onClose={() => setCreating(false)}
        onSaved={(plant) => navigate(plantRoutes.object(scope.companyId, plant.id))}
      />
    </>
  );
}
