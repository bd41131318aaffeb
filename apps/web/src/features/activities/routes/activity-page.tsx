import type { Company } from "@app/contract";
import { Alert, EmptyState, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
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

export function ActivityBody({
  pending,
  error,
  empty,
  emptyIcon,
  emptyTitle,
  emptyDescription,
  page,
  hasNext,
  fetching,
  onPage,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  page: number;
  hasNext: boolean;
  fetching: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("activities");
  if (pending)
    return (
      <Stack gap={6} aria-busy="true" aria-label={t("loading")}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} h={34} />
        ))}
      </Stack>
    );
  if (error) return <Alert color="red">{t("loadFailed")}</Alert>;
  return (
    <>
      {empty ? <EmptyState mt="xl" icon={emptyIcon} title={emptyTitle} description={emptyDescription} /> : children}
      <ListPager page={page} hasNext={hasNext} onChange={onPage} disabled={fetching} />
    </>
  );
}
