import {
  type Category,
  coupleDates,
  DATE_FORMAT,
  type Notice,
  type NoticeInput,
  noticeSchema,
  withEndDate,
} from "@app/contract";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useDeleteNotice } from "../api/delete-notice";
import type { Scope } from "../api/keys";
import { storeNotice, toInput, useUpdateNotice } from "../api/update-notice";
import { failureMessage } from "../errors";
import { CategorySelect } from "./category";
import { IsoDateInput } from "./iso-date-input";
import { TOAST_MS } from "./mass-edit-modal";
import { MemberSearch } from "./member-search";
import { MemberSelect } from "./member-select";

/** The fields "edit" opens; tags, members and the manager save on their own at once. */
interface Draft {
  title: string;
  description: string;
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
  categoryId: string | null;
}

const draftOf = (notice: Notice): Draft => ({
  title: notice.title,
  description: notice.description,
  enddate: notice.enddate,
  reminderAt: notice.reminderAt,
  noticePeriod: notice.noticePeriod,
  categoryId: notice.companyCategory?.id ?? null,
});

const tagsOf = (tag: string) =>
  tag
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

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
        <Stack gap="sm" aria-busy="true" aria-label={t("detail.loading")}>
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(notice));
  const [corrected, setCorrected] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** The notice as another user saved it while this one was being edited (a refused save). */
  const [stale, setStale] = useState<Notice | null>(null);
  const queryClient = useQueryClient();
  const update = useUpdateNotice(scope, notice.id);
  const remove = useDeleteNotice(scope, notice.id);
  const completed = notice.status;
  const busy = update.isPending || remove.isPending;
  const titleMissing = draft.title.trim() === "";

  /** PUT of the whole notice: the last saved one with the given changes. */
  const save = (changes: Partial<NoticeInput>, done?: (saved: Notice) => void) =>
    update.mutate(
      { ...toInput(notice), ...changes },
      {
        onSuccess: (saved) => {
          setStale(null);
          toast("success", t("toast.updated"), TOAST_MS);
          done?.(saved);
        },
        onError: (error) => {
          const current = staleCurrent(error, noticeSchema);
          if (current) {
            // What the user typed stays in the form until they choose the latest version.
            setStale(current);
            return;
          }
          // The last saved notice stays what the screen shows.
          setDraft(draftOf(notice));
          setEditing(false);
          setCorrected(false);
          toast("failure", failureMessage(error, t), TOAST_MS);
        },
      },
    );

  /** The latest version becomes the one shown and saved over; an open edit keeps its text. */
  const loadLatest = (latest: Notice) => {
    storeNotice(queryClient, scope, latest);
    setStale(null);
  };

  const startEdit = () => {
    setDraft(draftOf(notice));
    setCorrected(false);
    setEditing(true);
  };
  const cancelEdit = () => {
    setDraft(draftOf(notice));
    setCorrected(false);
    setEditing(false);
  };
  const saveEdit = () =>
    save({ ...draft, title: draft.title.trim() }, (saved) => {
      setDraft(draftOf(saved));
      setCorrected(false);
      setEditing(false);
    });

  const setEnd = (enddate: string | null) => {
    setDraft((d) => ({ ...d, ...withEndDate(enddate) }));
    setCorrected(false);
  };
  const setReminder = (reminderAt: string | null) => {
    const dates = coupleDates({ enddate: draft.enddate, reminderAt, noticePeriod: draft.noticePeriod });
    setCorrected(reminderAt !== null && dates.reminderAt !== reminderAt);
    setDraft((d) => ({ ...d, ...dates }));
  };

  const shown = editing ? draft : draftOf(notice);
  const objectPath = `/companies/${notice.company.id}/publications/${notice.publication.id}`;
  const liveDisabled = completed || busy;

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

      <TextInput
        label={t("fields.title")}
        required
        data-autofocus
        readOnly={!editing}
        variant={editing ? "default" : "filled"}
        value={shown.title}
        onChange={(e) => {
          const title = e.currentTarget.value;
          setDraft((d) => ({ ...d, title }));
        }}
        error={editing && titleMissing ? t("detail.titleRequired") : undefined}
      />
      <Textarea
        label={t("fields.description")}
        autosize
        minRows={2}
        maxRows={8}
        readOnly={!editing}
        variant={editing ? "default" : "filled"}
        value={shown.description}
        onChange={(e) => {
          const description = e.currentTarget.value;
          setDraft((d) => ({ ...d, description }));
        }}
      />
      <div>
        <Input.Label labelElement="div" display="block">
          {t("fields.document")}
        </Input.Label>
        <Anchor component={Link} to={objectPath} size="sm">
          {notice.publication.name}
        </Anchor>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <IsoDateInput
          label={t("fields.enddate")}
          placeholder={editing ? DATE_FORMAT : "–"}
          clearable={editing}
          readOnly={!editing}
          variant={editing ? "default" : "filled"}
          value={shown.enddate}
          onChange={setEnd}
        />
        <IsoDateInput
          label={t("fields.reminderAt")}
          placeholder={editing ? DATE_FORMAT : "–"}
          clearable={editing}
          readOnly={!editing}
          variant={editing ? "default" : "filled"}
          value={shown.reminderAt}
          onChange={setReminder}
          description={corrected ? t("detail.reminderCorrected") : undefined}
        />
        <MemberSelect
          scope={scope}
          label={t("fields.manager")}
          value={notice.manager}
          disabled={liveDisabled}
          onChange={(manager) => save({ managerId: manager?.id ?? null })}
        />
        <CategorySelect
          label={t("fields.category")}
          categories={categories}
          value={shown.categoryId}
          readOnly={!editing}
          variant={editing ? "default" : "filled"}
          placeholder={editing ? t("category.choose") : t("category.none")}
          onChange={(categoryId) => setDraft((d) => ({ ...d, categoryId }))}
        />
      </SimpleGrid>

      <MemberSearch
        scope={scope}
        label={t("fields.assignees")}
        value={notice.assignees}
        disabled={liveDisabled}
        canRemove={() => notice.assignees.length > 1}
        onAdd={(user) => save({ assigneeIds: [...notice.assignees.map((a) => a.id), user.id] })}
        onRemove={(user) => save({ assigneeIds: notice.assignees.filter((a) => a.id !== user.id).map((a) => a.id) })}
        description={notice.assignees.length === 1 && !completed ? t("members.lastAssignee") : undefined}
      />
      <TagsInput
        label={t("fields.tags")}
        value={tagsOf(update.isPending ? (update.variables.tag ?? "") : notice.tag)}
        disabled={liveDisabled}
        placeholder={completed ? undefined : t("detail.addTag")}
        onChange={(tags) => save({ tag: tags.join(",") })}
        clearButtonProps={{ "aria-label": t("detail.clearTags") }}
      />

      <Group gap="xl">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t("fields.createdAt")}:{" "}
          </Text>
          {formatDate(notice.createdAt)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t("fields.completedAt")}:{" "}
          </Text>
          {formatDate(notice.completedAt) || "–"}
        </Text>
      </Group>

      <Group justify="space-between" mt="sm" gap="xs">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
        >
          {t("actions.delete")}
        </Button>
        <Group gap="xs">
          {editing ? (
            <>
              <Button variant="default" onClick={cancelEdit} disabled={busy}>
                {t("actions.cancel")}
              </Button>
              <Button onClick={saveEdit} disabled={titleMissing || busy} loading={update.isPending}>
                {t("actions.save")}
              </Button>
            </>
          ) : completed ? (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={busy}
              onClick={() => save({ status: false })}
            >
              {t("actions.undo")}
            </Button>
          ) : (
            <>
              <Button
                variant="default"
                leftSection={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
                disabled={busy}
                onClick={() => save({ status: true }, () => onFinished())}
              >
                {t("actions.complete")}
              </Button>
              <Button leftSection={<IconPencil size={16} aria-hidden />} disabled={busy} onClick={startEdit}>
                {t("actions.edit")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t("delete.title")}
        size="sm"
        zIndex={300}
        closeButtonProps={{ "aria-label": t("actions.close") }}
      >
        <Text size="sm">{t("delete.message", { name: notice.title })}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={() => setConfirmDelete(false)} data-autofocus>
            {t("actions.cancel")}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast("success", t("toast.deleted"), TOAST_MS);
                  setConfirmDelete(false);
                  onFinished();
                },
                onError: (error) => {
                  setConfirmDelete(false);
                  toast("failure", failureMessage(error, t), TOAST_MS);
                },
              })
            }
          >
            {t("delete.confirm")}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
