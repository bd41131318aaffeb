import { Stack } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { useEsignShares } from "../api/get-esign-shares";
import type { Scope } from "../api/keys";
import { EsignFilters } from "../components/esign-filters";
import { EsignTable } from "../components/esign-table";
import { useEsignListState } from "../list-state";
import { useEsignUpdates } from "../use-esign-updates";

/** /list/esign: the shared e-sign requests (needs the esign feature and CertifyDocument, as the side menu). */
export function EsignListPage() {
  const { t } = useTranslation("esign");
  return (
    <GatedPage
      title={t("list.title")}
      feature="esign"
      permission="CertifyDocument"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <EsignList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function EsignList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("esign");
  const [state, setState] = useEsignListState();
  const shares = useEsignShares(scope, state);
  useEsignUpdates(scope);

  return (
    <>
      <PageTitle title={t("list.title")} />
      <Stack gap="sm">
        <EsignFilters
          status={state.status}
          deadline={state.deadline}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary
          query={shares}
          failed={t("list.failed")}
          loadingLabel={t("list.loading")}
          placeholders={8}
          isEmpty={(data) => data.rows.length === 0}
          empty={{ icon: <IconSignature aria-hidden />, title: t("list.empty"), description: t("list.emptyHint") }}
        >
          {(data) => (
            <EsignTable
              companyId={scope.companyId}
              rows={data.rows}
              fetching={shares.isFetching && shares.isPlaceholderData}
              sort={{ sort: state.sort, direction: state.direction }}
              onSort={(sort) => void setState({ ...sort, page: null })}
            />
          )}
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={shares.data?.hasNext ?? false}
          disabled={shares.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
    </>
  );
}
