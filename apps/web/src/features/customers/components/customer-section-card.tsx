import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";

/** A section's query: a page of rows and whether a next one exists. */
interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  data: { rows: T[]; hasNext: boolean } | undefined;
  refetch: () => unknown;
}

/**
 * A section of the customer page that lists a page of another area's rows of the customer's objects
 * (as the object page's sections): its title, the rows, an empty state, and paging of 20 shown.
 */
export function CustomerSectionCard<T>({
  title,
  query,
  page,
  onPage,
  failed,
  empty,
  children,
}: {
  title: string;
  query: PageQuery<T>;
  page: number;
  onPage: (page: number) => void;
  failed: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation("customers");
  return (
    <ObjectSection title={title}>
      <QueryBoundary
        query={query}
        failed={failed}
        empty={empty}
        isEmpty={(data) => data.rows.length === 0 && page === 0}
        loadingLabel={t("page.loading")}
        placeholders={2}
      >
        {(data) => (
          <>
            {children(data.rows)}
            <ListPager page={page} hasNext={data.hasNext} onChange={onPage} disabled={query.isPlaceholderData} />
          </>
        )}
      </QueryBoundary>
    </ObjectSection>
  );
}
