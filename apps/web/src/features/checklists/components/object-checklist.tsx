import { type Checklist, ErrorCode } from "@app/contract";
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { today } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useChecklist } from "../api/get-checklist";
import type { Scope } from "../api/keys";
import { type ItemsChange, useSaveChecklist } from "../api/save-checklist";
import { add, move, remove, tick } from "../changes";
import { AddItemForm } from "./add-item-form";
import { ChecklistItemRow } from "./checklist-item-row";

interface Props {
  scope: Scope;
  publicationId: string;
  /** May change the object: add, move and remove items, tick any of them. */
  canEdit: boolean;
}

/**
 * The object page's checklist: progress (done of total) and the items in order. Editors change it;
 * other members tick the items assigned to them. Shown to them only once it has items.
 */
export function ObjectChecklist({ scope, publicationId, canEdit }: Props) {
  const { t } = useTranslation("checklists");
  const checklist = useChecklist(scope, publicationId);
  if (!canEdit && !checklist.data?.items.length) return null;
  return (
    <ObjectSection title={t("title")}>
      <QueryBoundary query={checklist} failed={t("failed")} placeholders={2}>
        {(data) => <ChecklistBody scope={scope} checklist={data} canEdit={canEdit} />}
      </QueryBoundary>
    </ObjectSection>
  );
}

function ChecklistBody({ scope, checklist, canEdit }: { scope: Scope; checklist: Checklist; canEdit: boolean }) {
  const { t } = useTranslation("checklists");
  const save = useSaveChecklist(scope, checklist.publicationId);
  const apply = (change: ItemsChange, onDone?: () => void) =>
    save.mutate(change, {
      onSuccess: onDone,
      onError: (error) =>
        toast(
          "failure",
          errorText(error, t("errors.failed"), {
            [ErrorCode.Forbidden]: t("errors.forbidden"),
            [ErrorCode.StaleVersion]: t("errors.stale"),
          }),
          5000,
        ),
    });
  const { items } = checklist;
  const done = items.filter((item) => item.done).length;
  const on = today();

  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("empty")}
        </Text>
      ) : (
        <>
          <Text size="sm" id={`progress-${checklist.publicationId}`}>
            {t("progress", { done, total: items.length })}
          </Text>
          {/* The label goes on the section, the element with role progressbar (Progress puts it on its root). */}
          <Progress.Root>
            <Progress.Section
              value={(done / items.length) * 100}
              aria-labelledby={`progress-${checklist.publicationId}`}
            />
          </Progress.Root>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("title")}>
            {items.map((item, index) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                today={on}
                canEdit={canEdit}
                mayTick={canEdit || item.assignee?.id === scope.userId}
                first={index === 0}
                last={index === items.length - 1}
                onTick={(value) => apply(tick(item.id, value))}
                onMove={(by) => apply(move(item.id, by))}
                onRemove={() =>
                  confirmAction({
                    title: t("remove.title"),
                    message: t("remove.message", { text: item.text }),
                    confirm: t("remove.confirm"),
                    onConfirm: () => apply(remove(item.id)),
                  })
                }
              />
            ))}
          </Stack>
        </>
      )}
      {canEdit && (
        <AddItemForm scope={scope} pending={save.isPending} onAdd={(item, reset) => apply(add(item), reset)} />
      )}
    </Stack>
  );
}
