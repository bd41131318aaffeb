import { coupleDates, withEndDate } from "@app/contract";
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useCreateNotice } from "../api/create-notice";
import { useCategories } from "../api/get-categories";
import type { Scope } from "../api/keys";
import { failureMessage } from "../errors";
import { CategorySelect } from "./category";
import { IsoDateInput } from "./iso-date-input";
import { TOAST_MS } from "./mass-edit-modal";
import { MemberSearch, type UserRef } from "./member-search";
import { MemberSelect } from "./member-select";

interface Draft {
  title: string;
  description: string;
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
  categoryId: string | null;
  manager: UserRef | null;
  assignees: UserRef[];
}

/** A new reminder on an object: the manager and the first member default to the current user. */
export function CreateReminderModal({
  scope,
  publicationId,
  publicationName,
  me,
  opened,
  onClose,
}: {
  scope: Scope;
  publicationId: string;
  publicationName: string;
  me: UserRef;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("reminders");
  const fresh = (): Draft => ({
    title: "",
    description: "",
    enddate: null,
    reminderAt: null,
    noticePeriod: null,
    categoryId: null,
    manager: me,
    assignees: [me],
  });
  const [draft, setDraft] = useState<Draft>(fresh);
  const [corrected, setCorrected] = useState(false);
  const create = useCreateNotice(scope);
  const categories = useCategories(opened ? scope : null);
  const titleMissing = draft.title.trim() === "";

  const close = () => {
    setDraft(fresh());
    setCorrected(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleMissing) return;
    create.mutate(
      {
        publicationId,
        title: draft.title.trim(),
        description: draft.description,
        enddate: draft.enddate,
        reminderAt: draft.reminderAt,
        noticePeriod: draft.noticePeriod,
        categoryId: draft.categoryId,
        managerId: draft.manager?.id ?? null,
        assigneeIds: draft.assignees.map((u) => u.id),
      },
      {
        onSuccess: () => {
          toast("success", t("toast.created"), TOAST_MS);
          close();
        },
        onError: (error) => toast("failure", failureMessage(error, t, "toast.createFailed"), TOAST_MS),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("create.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("create.on", { name: publicationName })}
          </Text>
          <TextInput
            label={t("fields.title")}
            required
            data-autofocus
            value={draft.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setDraft((d) => ({ ...d, title }));
            }}
          />
          <Textarea
            label={t("fields.description")}
            autosize
            minRows={2}
            value={draft.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setDraft((d) => ({ ...d, description }));
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <IsoDateInput
              label={t("fields.enddate")}
              value={draft.enddate}
              onChange={(enddate) => {
                setCorrected(false);
                setDraft((d) => ({ ...d, ...withEndDate(enddate) }));
              }}
            />
            <IsoDateInput
              label={t("fields.reminderAt")}
              value={draft.reminderAt}
              description={corrected ? t("detail.reminderCorrected") : undefined}
              onChange={(reminderAt) => {
                const dates = coupleDates({ enddate: draft.enddate, reminderAt, noticePeriod: draft.noticePeriod });
                setCorrected(reminderAt !== null && dates.reminderAt !== reminderAt);
                setDraft((d) => ({ ...d, ...dates }));
              }}
            />
            <MemberSelect
              scope={scope}
              label={t("fields.manager")}
              value={draft.manager}
              onChange={(manager) => setDraft((d) => ({ ...d, manager }))}
            />
            <CategorySelect
              label={t("fields.category")}
              categories={categories.data ?? []}
              value={draft.categoryId}
              placeholder={t("category.choose")}
              onChange={(categoryId) => setDraft((d) => ({ ...d, categoryId }))}
            />
          </SimpleGrid>
          <MemberSearch
            scope={scope}
            label={t("fields.assignees")}
            value={draft.assignees}
            onAdd={(user) => setDraft((d) => ({ ...d, assignees: [...d.assignees, user] }))}
            onRemove={(user) => setDraft((d) => ({ ...d, assignees: d.assignees.filter((u) => u.id !== user.id) }))}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" disabled={titleMissing} loading={create.isPending}>
              {t("create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
