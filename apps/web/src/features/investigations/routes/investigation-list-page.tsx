import { Button, Stack } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { lazyModal } from "../../../lib/lazy-modal";
import { useInvestigations } from "../api/get-investigations";
import type { Scope } from "../api/keys";
import { InvestigationsTable } from "../components/investigations-table";
import { useInvestigationListState } from "../list-state";

const CreateInvestigationModal = lazyModal(() =>
  import("../components/create-investigation-modal").then((module) => module.CreateInvestigationModal),
);

/**
 * /list/investigation: the company's investigations (as the side menu: CertifyDocument, the
 * investigation feature and the investigation object type).
 */
export function InvestigationListPage() {
  const { t } = useTranslation("investigations");
  return (
    <GatedPage
      title={t("title")}
      feature="investigation"
      publicationType="investigation"
      permission="CertifyDocument"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <InvestigationList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function InvestigationList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("investigations");
  const [state, setState] = useInvestigationListState();
  const investigations = useInvestigations(scope, state);
  const [creating, setCreating] = useState(false);
  const searched = state.q !== null;

  return (
    <>
      <PageTitle
        title={t("title")}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onPointerEnter={CreateInvestigationModal.preload}
            onFocus={CreateInvestigationModal.preload}
            onClick={() => setCreating(true)}
          >
            {t("create.open")}
          </Button>
        }
      />
      <Stack gap="sm">
        <SearchForm
          key={state.q}
          q={state.q}
          onSearch={(q) => void setState({ q, page: null })}
          labels={{
            label: t("filters.name"),
            placeholder: t("filters.placeholder"),
            clear: t("filters.clear"),
            search: t("filters.search"),
          }}
        />
        <QueryBoundary
          query={investigations}
          failed={t("list.failed")}
          loadingLabel={t("list.loading")}
          placeholders={8}
          isEmpty={(data) => data.rows.length === 0}
          empty={{
            icon: <IconSearch aria-hidden />,
            title: searched ? t("list.noMatch") : t("list.empty"),
            description: searched ? t("list.noMatchHint", { q: state.q }) : t("list.emptyHint"),
          }}
        >
          {(data) => (
            <InvestigationsTable
              companyId={scope.companyId}
              rows={data.rows}
              fetching={investigations.isFetching && investigations.isPlaceholderData}
              sort={{ sort: state.sort, direction: state.direction }}
              onSort={(sort) => void setState({ ...sort, page: null })}
            />
          )}
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={investigations.data?.hasNext ?? false}
          disabled={investigations.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <CreateInvestigationModal scope={scope} opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
