import { coupleDates, DATE_FORMAT, type MassEdit, massEditSchema, withEndDate } from "@app/contract";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { useContractForm } from "../../../lib/forms";
import type { UserRef } from "../../../lib/member-search";
import { toast } from "../../../lib/toast";
import type { NoticeQuery } from "../api/get-notices";
import type { Scope } from "../api/keys";
import { useMassEditNotices } from "../api/mass-edit-notices";
import { massEditTarget, type Selection } from "../selection";
import { TOAST_MS } from "../toast-durations";

interface Draft {
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
  /** True when the reminder date was set here (or by the end date's coupling). */
  reminderSet: boolean;
  assignees: UserRef[];
}

const blank: Draft = { enddate: null, reminderAt: null, noticePeriod: null, reminderSet: false, assignees: [] };

/** The changes of the draft as a mass edit: a field left empty keeps each reminder's own value. */
export function massEditChanges(draft: Draft): Omit<MassEdit, "ids" | "all" | "exclude" | "filters"> {
  const changes: Omit<MassEdit, "ids" | "all" | "exclude" | "filters"> = {};
  if (draft.enddate) changes.enddate = draft.enddate;
  if (draft.reminderSet && draft.reminderAt) changes.reminderAt = draft.reminderAt;
  if (draft.noticePeriod && (changes.enddate || changes.reminderAt)) changes.noticePeriod = draft.noticePeriod;
  if (draft.assignees.length > 0) changes.assignees = draft.assignees.map((u) => u.id);
  return changes;
}

interface Props {
  scope: Scope;
  opened: boolean;
  selection: Selection;
  /** Ticked rows, or null for select-all. */
  count: number | null;
  filters: NoticeQuery;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Changes every selected reminder at once (spec section 2, Mass-edit modal): "completed" marks
 * them completed; "edit" opens the fields, "save" sends what was filled in.
 */
export function MassEditModal(props: Props) {
  const { t } = useTranslation("reminders");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("massEdit.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <MassEditForm {...props} />
    </Modal>
  );
}

function MassEditForm({ scope, selection, count, filters, onClose, onDone }: Props) {
  const { t } = useTranslation("reminders");
  const [editing, setEditing] = useState(false);
  const target = massEditTarget(selection, filters);
  const form = useContractForm<Draft>({
    schema: massEditSchema,
    initialValues: blank,
    toInput: (draft) => ({ ...target, ...massEditChanges(draft) }),
    message: () => t("toast.updateFailed"),
  });
  const draft = form.values;
  const massEdit = useMassEditNotices(scope);
  const changes = massEditChanges(draft);
  const changed = Object.keys(changes).length > 0;

  const send = (edit: Omit<MassEdit, "ids" | "all" | "exclude" | "filters">) =>
    massEdit.mutate(
      { ...target, ...edit },
      {
        onSuccess: ({ updated, skipped }) => {
          const done = t("toast.massUpdated", { count: updated });
          toast("success", skipped ? `${done} ${t("toast.massSkipped", { count: skipped })}` : done, TOAST_MS);
          setEditing(false);
          form.reset();
          onDone();
        },
        onError: () => toast("failure", t("toast.updateFailed"), TOAST_MS),
      },
    );
  const save = form.onSubmit((values) => send(massEditChanges(values)));

  const setEnd = (enddate: string | null) => {
    const dates = withEndDate(enddate);
    form.setValues({ ...dates, reminderSet: dates.reminderAt !== null });
  };
  const setReminder = (reminderAt: string | null) =>
    form.setValues((d) => {
      const dates = coupleDates({ enddate: d.enddate ?? null, reminderAt, noticePeriod: d.noticePeriod ?? null });
      return { ...dates, reminderSet: dates.reminderAt !== null };
    });

  const summary =
    count === null
      ? selection.all && selection.exclude.length > 0
        ? t("massEdit.allExcept", { count: selection.exclude.length })
        : t("massEdit.all")
      : t("massEdit.count", { count });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <IsoDateInput
            label={t("fields.enddate")}
            placeholder={editing ? DATE_FORMAT : t("massEdit.unchanged")}
            clearable
            disabled={!editing}
            value={draft.enddate}
            onChange={setEnd}
          />
          <IsoDateInput
            label={t("fields.reminderAt")}
            placeholder={editing ? DATE_FORMAT : t("massEdit.unchanged")}
            clearable
            disabled={!editing}
            value={draft.reminderAt}
            onChange={setReminder}
          />
        </SimpleGrid>
        <MemberMultiSelect
          scope={scope}
          label={t("fields.assignees")}
          description={t("massEdit.membersHint")}
          disabled={!editing}
          value={draft.assignees}
          onAdd={(user) => form.setFieldValue("assignees", (list) => [...list, user])}
          onRemove={(user) => form.setFieldValue("assignees", (list) => list.filter((u) => u.id !== user.id))}
        />
        {editing && (
          <Text size="xs" c="dimmed">
            {t("massEdit.hint")}
          </Text>
        )}
        <MassEditButtons
          editing={editing}
          changed={changed}
          pending={massEdit.isPending ? (massEdit.variables?.status === true ? "completed" : "save") : null}
          onCompleted={() => send({ status: true })}
          onClose={onClose}
          onEdit={() => setEditing(true)}
        />
      </Stack>
    </form>
  );
}

/** "Completed" for every selected reminder at once; then close, or edit and save (what was filled in). */
function MassEditButtons({
  editing,
  changed,
  pending,
  onCompleted,
  onClose,
  onEdit,
}: {
  editing: boolean;
  changed: boolean;
  /** Which change is under way, if any. */
  pending: "completed" | "save" | null;
  onCompleted: () => void;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation("reminders");
  return (
    <Group justify="space-between" mt="xs">
      <Button
        variant="default"
        leftSection={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
        loading={pending === "completed"}
        disabled={pending !== null}
        onClick={onCompleted}
      >
        {t("actions.completed")}
      </Button>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {editing ? t("actions.cancel") : t("actions.close")}
        </Button>
        {editing ? (
          <Button type="submit" disabled={!changed || pending !== null} loading={pending === "save"}>
            {t("actions.save")}
          </Button>
        ) : (
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t("actions.edit")}
          </Button>
        )}
      </Group>
    </Group>
  );
}
