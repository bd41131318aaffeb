import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  loadingLabel?: string;
  placeholders?: number;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={loadingLabel ?? t("loading")}>
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={34} />
        ))}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{failed}</Text>
          <Button size="compact-sm" variant="light" color="red.9" onClick={() => void query.refetch()}>
            {t("list.retry")}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{typeof children === "function" ? children(query.data) : children}</>;
}
