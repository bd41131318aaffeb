import { Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { useSubscription } from "../api/get-subscription";
import type { Scope } from "../api/keys";
import type { CustomerField } from "../form";
import { EditSubscriptionButton } from "./edit-subscription-button";
import { StatusBadge } from "./status-badge";
import { SubscriptionActions } from "./subscription-actions";
import { SubscriptionOccurrences } from "./subscription-occurrences";
import { SubscriptionTemplate } from "./subscription-template";

/**
 * The object page's part of an order subscription: its template and rule in words, Edit (its
 * customer picked with the customers feature's picker the app gives, customerField), pause, resume
 * and end for those allowed, and its coming and generated orders.
 */
export function ObjectSubscription({
  scope,
  publicationId,
  customerField,
}: {
  scope: Scope;
  publicationId: string;
  customerField?: CustomerField;
}) {
  const { t } = useTranslation("orderSubscriptions");
  const query = useSubscription(scope, publicationId);
  const subscription = query.data;
  return (
    <Stack gap="md">
      <ObjectSection
        title={t("section.title")}
        actions={
          subscription && (
            <Group gap="xs">
              {customerField && (
                <EditSubscriptionButton scope={scope} subscription={subscription} customerField={customerField} />
              )}
              <SubscriptionActions scope={scope} subscription={subscription} />
            </Group>
          )
        }
      >
        <QueryBoundary query={query} failed={t("section.failed")} loadingLabel={t("section.loading")}>
          {(data) => (
            <Stack gap="sm">
              <StatusBadge status={data.status} />
              <SubscriptionTemplate subscription={data} />
            </Stack>
          )}
        </QueryBoundary>
      </ObjectSection>
      <SubscriptionOccurrences scope={scope} publicationId={publicationId} />
    </Stack>
  );
}
