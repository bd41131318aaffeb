import type { Investigator } from "@app/contract";
import { Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberSelect } from "../../../components/member-select";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { DeleteAction } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useInvestigators } from "../api/get-investigators";
import type { Scope } from "../api/keys";
import { useInvestigatorChanges } from "../api/manage-investigators";
import { AddUnitInvestigators } from "./add-unit-investigators";

interface Props {
  scope: Scope;
  publicationId: string;
  /** May add and remove investigators. */
  canEdit: boolean;
}

/** The members investigating the object; editors add them (a member search) and remove them (after a confirmation). */
export function InvestigatorsSection({ scope, publicationId, canEdit }: Props) {
  const { t } = useTranslation("investigations");
  const investigators = useInvestigators(scope, publicationId);
  const { add, remove } = useInvestigatorChanges(scope, publicationId);
  // A new search field after each addition.
  const [added, setAdded] = useState(0);

  const onAdd = (user: { id: string; name: string } | null) => {
    if (!user) return;
    setAdded((n) => n + 1);
    if (investigators.data?.some((i) => i.user.id === user.id)) {
      toast("failure", t("investigators.already", { name: user.name }), 5000);
      return;
    }
    add.mutate(user.id, {
      onSuccess: () => toast("success", t("investigators.added", { name: user.name }), 5000),
      onError: (error) => toast("failure", errorText(error, t("investigators.addFailed")), 5000),
    });
  };
  const onRemove = (investigator: Investigator) =>
    confirmAction({
      title: t("investigators.removeTitle"),
      message: t("investigators.removeMessage", { name: investigator.user.name }),
      confirm: t("investigators.removeConfirm"),
      onConfirm: () =>
        remove.mutate(investigator.id, {
          onSuccess: () => toast("success", t("investigators.removed", { name: investigator.user.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("investigators.removeFailed")), 5000),
        }),
    });

  return (
    <ObjectSection title={t("investigators.title")}>
      <Stack gap="sm">
        <QueryBoundary query={investigators} failed={t("investigators.failed")} empty={t("investigators.empty")}>
          {(rows) => (
            <Stack
              component="ul"
              gap={4}
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label={t("investigators.title")}
            >
              {rows.map((investigator) => (
                <Group component="li" key={investigator.id} justify="space-between" gap="xs" wrap="nowrap">
                  <div>
                    <Text size="sm">{investigator.user.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t("investigators.addedAt", { date: formatDate(investigator.addedAt) })}
                    </Text>
                  </div>
                  {canEdit && (
                    <DeleteAction
                      label={t("investigators.remove", { name: investigator.user.name })}
                      loading={remove.isPending && remove.variables === investigator.id}
                      onClick={() => onRemove(investigator)}
                    />
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </QueryBoundary>
        {canEdit && <AddUnitInvestigators scope={scope} publicationId={publicationId} />}
        {canEdit && (
          <MemberSelect
            key={added}
            scope={scope}
            label={t("investigators.add")}
            value={null}
            onChange={onAdd}
            clearLabel={t("investigators.clear")}
            disabled={add.isPending}
          />
        )}
      </Stack>
    </ObjectSection>
  );
}
