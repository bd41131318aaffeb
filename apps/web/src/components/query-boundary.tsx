import { Alert, Button, EmptyState, Group, Text } from "@mantine/core";
import { isValidElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Placeholders } from "./placeholders";

/** "Nothing yet": a short dimmed line, a full empty state (with the next action), or any element. */
export type Empty = string | { icon: ReactNode; title: string; description?: string; action?: ReactNode } | ReactNode;

function EmptyView({ empty }: { empty: Empty }) {
  if (typeof empty === "string") {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  if (empty && typeof empty === "object" && "title" in empty && !isValidElement(empty)) {
    return (
      <EmptyState mt="xl" icon={empty.icon} title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyState>
    );
  }
  return <>{empty}</>;
}

interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The one way to wait for a query: placeholders while it loads, the failure with a retry button,
 * `empty` when there is nothing (by default: an empty array), else the children with the data.
 */
export function QueryBoundary<T>({
  query,
  failed,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  loadingLabel,
  placeholders = 3,
  children,
}: {
  query: QueryState<T>;
  /** What is said when the query failed. */
  failed: string;
  empty?: Empty;
  isEmpty?: (data: T) => boolean;
  loadingLabel?: string;
  placeholders?: number;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Placeholders label={loadingLabel} count={placeholders} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{failed}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            {t("list.retry")}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <EmptyView empty={empty} />;
  return <>{typeof children === "function" ? children(query.data) : children}</>;
}
