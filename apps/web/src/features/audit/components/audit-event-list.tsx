import type { AuditEvent } from "@app/contract";
import { Accordion, Button, Group, Stack, Text } from "@mantine/core";
import { type Empty, QueryBoundary } from "../../../components/query-boundary";
import { useAuditT } from "../use-audit-t";
import { AuditEventItem } from "./audit-event-item";

interface EventsQuery {
  isPending: boolean;
  isError: boolean;
  data: AuditEvent[] | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Events newest first as sentences that open to their details, with "Load more" while older ones exist. */
export function AuditEventList({
  query,
  empty,
  placeholders = 6,
}: {
  query: EventsQuery;
  empty: Empty;
  placeholders?: number;
}) {
  const t = useAuditT();
  return (
    <QueryBoundary
      query={query}
      failed={t("list.failed")}
      loadingLabel={t("list.loading")}
      placeholders={placeholders}
      empty={empty}
    >
      {(events) => (
        <Stack gap="sm">
          <Accordion multiple variant="separated" radius="sm" aria-label={t("list.label")} chevronPosition="right">
            {events.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </Accordion>
          {query.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert" ta="center">
              {t("list.loadMoreFailed")}
            </Text>
          )}
          {query.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t("list.loadMore")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </QueryBoundary>
  );
}
