import type { Company } from "@app/contract";
import { IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { useRouteCompany } from "../../../lib/route-company";
import { usePublications } from "../api/get-publications";
import type { Scope } from "../api/keys";
import { PublicationTable } from "../components/publication-table";
import { usePublicationListState } from "../list-state";

/** /guest/{companyId}/publications: the objects shared with a guest, read-only (the server filters). */
export function GuestPublicationsPage() {
  const { company, scope } = useRouteCompany();
  if (!company || !scope) return <Navigate replace to="/404" />;
  if (company.features.denyLoginOnWeb) return <Navigate replace to="/403" />;
  return <GuestList company={company} scope={scope} />;
}

function GuestList({ company, scope }: { company: Company; scope: Scope }) {
  const { t } = useTranslation("publications");
  const [filters, setFilters] = usePublicationListState();
  const list = usePublications(scope, filters);

  return (
    <>
      <PageTitle title={t("guest.title")} description={company.name} />
      <QueryBoundary
        query={list}
        failed={t("list.failed")}
        loadingLabel={t("list.loading")}
        placeholders={8}
        empty={{
          icon: <IconShare aria-hidden />,
          title: t("guest.emptyTitle"),
          description: t("guest.emptyDescription"),
        }}
      >
        <PublicationTable
          label={t("guest.title")}
          rows={list.rows}
          fetching={list.isPlaceholderData}
          sort={{ sort: filters.sort, direction: filters.direction }}
          onSort={(sort) => void setFilters({ ...sort, page: 0 })}
        />
      </QueryBoundary>
      <ListPager
        page={filters.page}
        hasNext={list.hasNext}
        disabled={list.isFetching}
        onChange={(page) => void setFilters({ page }, { history: "push" })}
      />
    </>
  );
}
