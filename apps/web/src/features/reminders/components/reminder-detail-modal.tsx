import { type Category, type Notice, noticeInputSchema } from "@app/contract";
import { Anchor, Badge, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StaleAlert } from "../../../components/stale-alert";
import { useContractForm } from "../../../lib/forms";
import { useDeleteNotice } from "../api/delete-notice";
import type { Scope } from "../api/keys";
import { useSaveNotice } from "../use-save-notice";
import { DeleteReminderModal, DetailActions, ReminderTimes } from "./reminder-detail-actions";
import { type Draft, DraftFields, draftOf, LiveFields } from "./reminder-detail-fields";

interface Props {
  scope: Scope;
  notice: Notice | undefined;
  categories: Category[];
  /** The list (with its filters) the modal returns to. */
  listPath: string;
  onClose: () => void;
  /** After completing or deleting: back to the list. */
  onFinished: () => void;
}

/** One reminder over the list (spec section 2, Reminder detail modal; rules of section 4). */
export function ReminderDetailModal({ scope, notice, categories, listPath, onClose, onFinished }: Props) {
  const { t } = useTranslation("reminders");
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        <Group gap="xs">
          <Text fw={600} component="span">
            {t("detail.title")}
          </Text>
          {notice && (
            <Badge variant="light" color={notice.status ? "teal" : "indigo"}>
              {notice.status ? t("status.completed") : t("status.ongoing")}
            </Badge>
          )}
        </Group>
      }
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {notice ? (
        <DetailForm
          key={notice.id}
          scope={scope}
          notice={notice}
          categories={categories}
          listPath={listPath}
          onClose={onClose}
          onFinished={onFinished}
        />
      ) : (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("detail.loading")}>
          <Skeleton h={36} />
          <Skeleton h={72} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
    </Modal>
  );
}

function DetailForm({ scope, notice, categories, listPath, onFinished }: Props & { notice: Notice }) {
  const { t } = useTranslation("reminders");
  const [editing, setEditing] = useState(false);
  const [corrected, setCorrected] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useContractForm<Draft>({
    schema: noticeInputSchema,
    initialValues: draftOf(notice),
    // Only the name is checked before saving; the server's answer covers the rest (a toast).
    toInput: ({ title }) => ({ title }),
    validateInputOnChange: ["title"],
    message: () => t("detail.titleRequired"),
  });
  /** Back to the notice as saved, fields closed. */
  const showSaved = (saved: Notice) => {
    form.setValues(draftOf(saved));
    form.clearErrors();
    setCorrected(false);
    setEditing(false);
  };
  const { save, update, stale, loadLatest } = useSaveNotice(scope, notice, () => showSaved(notice));
  const remove = useDeleteNotice(scope, notice.id);
  const busy = update.isPending || remove.isPending;
  const liveDisabled = notice.status || busy;

  const startEdit = () => {
    showSaved(notice);
    setEditing(true);
  };
  const saveEdit = form.onSubmit((draft) => save({ ...draft, title: draft.title.trim() }, showSaved));

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={listPath} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("detail.backToList")}
        </Group>
      </Anchor>
      {stale && (
        <StaleAlert
          changedBy={stale.updatedBy?.name}
          hint={editing ? t("stale.keptHint") : t("stale.hint")}
          onLoadLatest={() => loadLatest(stale)}
        />
      )}
      <DraftFields
        scope={scope}
        notice={notice}
        categories={categories}
        form={form}
        editing={editing}
        corrected={corrected}
        onCorrected={setCorrected}
        liveDisabled={liveDisabled}
        onManager={(managerId) => save({ managerId })}
      />
      <LiveFields
        scope={scope}
        notice={notice}
        disabled={liveDisabled}
        pendingTag={update.isPending ? (update.variables.tag ?? "") : undefined}
        onAssignees={(assigneeIds) => save({ assigneeIds })}
        onTags={(tag) => save({ tag })}
      />
      <ReminderTimes notice={notice} />
      <DetailActions
        completed={notice.status}
        editing={editing}
        busy={busy}
        saving={update.isPending}
        canSave={form.values.title.trim() !== ""}
        onDelete={() => setConfirmDelete(true)}
        onCancel={() => showSaved(notice)}
        onSave={() => saveEdit()}
        onStatus={(status) => save({ status }, status ? () => onFinished() : undefined)}
        onEdit={startEdit}
      />
      <DeleteReminderModal
        notice={notice}
        opened={confirmDelete}
        remove={remove}
        onClose={() => setConfirmDelete(false)}
        onDeleted={onFinished}
      />
    </Stack>
  );
}
