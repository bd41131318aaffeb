import { Button, Stack } from "@mantine/core";
import { IconCategory, IconPlus, IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useUnitCount, useUnits } from "../api/get-units";
import type { Scope } from "../api/keys";
import { useUnitCategories } from "../api/unit-categories";
import { UnitFilters } from "../components/unit-filters";
import { UnitsTable } from "../components/units-table";
import { hasFilters, useUnitListState } from "../list-state";

const CreateUnitModal = lazyModal(() =>
  import("../components/create-unit-modal").then((module) => module.CreateUnitModal),
);
const CategoriesModal = lazyModal(() =>
  import("../components/categories-modal").then((module) => module.CategoriesModal),
);

/** /list/units: the company's units (as the side menu: CompanyUnits). */
export function UnitListPage() {
  const { t } = useTranslation("units");
  return (
    <GatedPage
      title={t("title")}
      permission="CompanyUnits"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <UnitList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function UnitList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("units");
  const [state, setState] = useUnitListState();
  const units = useUnits(scope, state);
  const count = useUnitCount(scope, state);
  const categories = useUnitCategories(scope);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const filtered = hasFilters(state);

  return (
    <>
      <PageTitle
        title={t("title")}
        description={count.data && t(filtered ? "list.matching" : "list.count", { count: count.data.count })}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconCategory size={16} aria-hidden />}
              onPointerEnter={CategoriesModal.preload}
              onFocus={CategoriesModal.preload}
              onClick={() => setManaging(true)}
            >
              {t("categories.open")}
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onPointerEnter={CreateUnitModal.preload}
              onFocus={CreateUnitModal.preload}
              onClick={() => setCreating(true)}
            >
              {t("create.open")}
            </Button>
          </>
        }
      />
      <Stack gap="sm">
        <UnitFilters
          key={state.q}
          filters={state}
          categories={categories.data ?? []}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary
          query={units}
          failed={t("list.failed")}
          loadingLabel={t("list.loading")}
          placeholders={8}
          isEmpty={(data) => data.rows.length === 0}
          empty={{
            icon: <IconUsersGroup aria-hidden />,
            title: filtered ? t("list.noMatch") : t("list.empty"),
            description: filtered ? t("list.noMatchHint") : t("list.emptyHint"),
          }}
        >
          {(data) => <UnitsTable rows={data.rows} fetching={units.isFetching && units.isPlaceholderData} />}
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={units.data?.hasNext ?? false}
          disabled={units.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <CreateUnitModal scope={scope} opened={creating} onClose={() => setCreating(false)} />
      <CategoriesModal scope={scope} opened={managing} onClose={() => setManaging(false)} />
    </>
  );
}
