import { Accordion, Button, Group, Stack, Text } from "@mantine/core";
import { type Empty, QueryBoundary } from "../../../components/query-boundary";
import type { AuditAct } from "../fold";
import { useAuditT } from "../use-audit-t";
import { AuditEventItem } from "./audit-event-item";

interface EventsQuery {
  isPending: boolean;
  isError: boolean;
  data: AuditAct[] | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Events newest first as sentences (an act of several events on one line) that open to their details, with "Load more" while older ones exist. */
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
      {(acts) => (
        <Stack gap="sm">
          <Accordion multiple variant="separated" radius="sm" aria-label={t("list.label")} chevronPosition="right">
            {acts.map((act) => (
              <AuditEventItem key={act.event.id} act={act} />
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
