import { List, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { formatDateTime } from "../../../lib/dates";
import { useCustomerHistory } from "../api/get-customer-history";
import type { Scope } from "../api/keys";
import { historyWhat } from "../history-sentence";

/**
 * The customer's History (for holders of AuditLogs, as the audit log): what happened to the customer,
 * its status, contacts and addresses, by whom and when, newest first, ten a page.
 */
export function CustomerHistory({ scope, customerId }: { scope: Scope; customerId: string }) {
  const { t } = useTranslation("customers");
  // The `before` of each page opened so far: the last is the one shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const query = useCustomerHistory(scope, customerId, cursors[page] ?? null, true);
  return (
    <ObjectSection title={t("sections.history.title")}>
      <QueryBoundary
        query={query}
        failed={t("sections.history.failed")}
        empty={t("sections.history.empty")}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel={t("page.loading")}
        placeholders={3}
      >
        {(data) => (
          <>
            <List spacing={6} size="sm" listStyleType="none">
              {data.items.map((event) => {
                const what = historyWhat(event);
                return (
                  <List.Item key={event.id}>
                    <Text size="sm">
                      {t(`sections.history.what.${what.key}`, {
                        who: event.actorName ?? t("sections.history.someone"),
                        name: what.name,
                      })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(event.at)}
                    </Text>
                  </List.Item>
                );
              })}
            </List>
            <ListPager
              page={page}
              hasNext={data.next !== null}
              disabled={query.isPlaceholderData}
              onChange={(next) => setCursors(next > page ? [...cursors, data.next] : cursors.slice(0, next + 1))}
            />
          </>
        )}
      </QueryBoundary>
    </ObjectSection>
  );
}
