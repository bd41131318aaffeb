import { coupleDates, noticeCreateSchema, withEndDate } from "@app/contract";
import { Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { MemberSelect } from "../../../components/member-select";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import type { UserRef } from "../../../lib/member-search";
import { toast } from "../../../lib/toast";
import { useCreateNotice } from "../api/create-notice";
import { useCategories } from "../api/get-categories";
import type { Scope } from "../api/keys";
import { TOAST_MS } from "../toast-durations";
import { CategorySelect } from "./category";
import type { Draft as DetailDraft } from "./reminder-detail-fields";

interface Draft extends DetailDraft {
  manager: UserRef | null;
  assignees: UserRef[];
}

const toInput = (publicationId: string, draft: Draft) => ({
  publicationId,
  title: draft.title.trim(),
  description: draft.description,
  enddate: draft.enddate,
  reminderAt: draft.reminderAt,
  noticePeriod: draft.noticePeriod,
  categoryId: draft.categoryId,
  managerId: draft.manager?.id ?? null,
  assigneeIds: draft.assignees.map((u) => u.id),
});

interface Props {
  scope: Scope;
  publicationId: string;
  publicationName: string;
  me: UserRef;
  opened: boolean;
  onClose: () => void;
}

/** A new reminder on an object: the manager and the first member default to the current user. */
export function CreateReminderModal(props: Props) {
  const { t } = useTranslation("reminders");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CreateReminderForm {...props} />
    </Modal>
  );
}

function CreateReminderForm({ scope, publicationId, publicationName, me, onClose }: Props) {
  const { t } = useTranslation("reminders");
  const form = useContractForm<Draft>({
    schema: noticeCreateSchema,
    toInput: (draft) => toInput(publicationId, draft),
    initialValues: {
      title: "",
      description: "",
      enddate: null,
      reminderAt: null,
      noticePeriod: null,
      categoryId: null,
      manager: me,
      assignees: [me],
    },
    message: (field) => (field === "title" ? t("detail.titleRequired") : t("toast.createFailed")),
  });
  const draft = form.values;
  const [corrected, setCorrected] = useState(false);
  const create = useCreateNotice(scope);
  const categories = useCategories(scope);
  const titleMissing = draft.title.trim() === "";

  const submit = form.onSubmit((values) =>
    create.mutate(toInput(publicationId, values), {
      onSuccess: () => {
        toast("success", t("toast.created"), TOAST_MS);
        onClose();
      },
      onError: (error) => toast("failure", errorText(error, t("toast.createFailed")), TOAST_MS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("create.on", { name: publicationName })}
        </Text>
        <TextInput label={t("fields.title")} required data-autofocus {...form.getInputProps("title")} />
        <Textarea label={t("fields.description")} autosize minRows={2} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <IsoDateInput
            label={t("fields.enddate")}
            value={draft.enddate}
            onChange={(enddate) => {
              setCorrected(false);
              form.setValues(withEndDate(enddate));
            }}
          />
          <IsoDateInput
            label={t("fields.reminderAt")}
            value={draft.reminderAt}
            description={corrected ? t("detail.reminderCorrected") : undefined}
            onChange={(reminderAt) => {
              const dates = coupleDates({ enddate: draft.enddate, reminderAt, noticePeriod: draft.noticePeriod });
              setCorrected(reminderAt !== null && dates.reminderAt !== reminderAt);
              form.setValues(dates);
            }}
          />
          <MemberSelect
            scope={scope}
            label={t("fields.manager")}
            value={draft.manager}
            onChange={(manager) => form.setFieldValue("manager", manager)}
            clearLabel={t("detail.clearManager")}
          />
          <CategorySelect
            label={t("fields.category")}
            categories={categories.data ?? []}
            value={draft.categoryId}
            placeholder={t("category.choose")}
            onChange={(categoryId) => form.setFieldValue("categoryId", categoryId)}
          />
        </SimpleGrid>
        <MemberMultiSelect
          scope={scope}
          label={t("fields.assignees")}
          value={draft.assignees}
          onAdd={(user) => form.setFieldValue("assignees", (list) => [...list, user])}
          onRemove={(user) => form.setFieldValue("assignees", (list) => list.filter((u) => u.id !== user.id))}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          disabled={titleMissing}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
