import type { Company } from "@app/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { useSession } from "../../../lib/session";

/** The frame of the activities pages: the selected company, title, loading, empty state and paging. */
export function ActivityFrame({
  title,
  children,
}: {
  title: string;
  children: (company: Company, userId: string) => ReactNode;
}) {
  const { user, selectedCompany } = useSession();
  if (!selectedCompany) return <Navigate replace to="/" />;
  return (
    <>
      <PageTitle title={title} description={selectedCompany.name} />
      {children(selectedCompany, user.id)}
    </>
  );
}

/** An activities list: loading, failure, the empty state, the rows (children) and paging. */
export function ActivityBody({
  list,
  emptyIcon,
  emptyTitle,
  emptyDescription,
  page,
  onPage,
  children,
}: {
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: unknown[] | undefined;
    hasNext: boolean;
    refetch: () => unknown;
  };
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("activities");
  return (
    <>
      <QueryBoundary
        query={list}
        failed={t("loadFailed")}
        loadingLabel={t("loading")}
        placeholders={6}
        empty={{ icon: emptyIcon, title: emptyTitle, description: emptyDescription }}
      >
        {children}
      </QueryBoundary>
      <ListPager page={page} hasNext={list.hasNext} onChange={onPage} disabled={list.isFetching} />
    </>
  );
}
