import { CHECKLIST_TEXT_LIMIT, checklistItemInputSchema } from "@app/contract";
import { Button, Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberSelect } from "../../../components/member-select";
import { useContractForm } from "../../../lib/forms";
import type { UserRef } from "../../../lib/member-search";
import type { Scope } from "../api/keys";

interface Draft {
  text: string;
  assignee: UserRef | null;
  dueDate: string | null;
}

const empty: Draft = { text: "", assignee: null, dueDate: null };
const toInput = (draft: Draft) => ({
  text: draft.text,
  assigneeId: draft.assignee?.id ?? null,
  dueDate: draft.dueDate,
});

/** A new item at the end of the list: its text, and optionally who does it and by when. */
export function AddItemForm({
  scope,
  pending,
  onAdd,
}: {
  scope: Scope;
  pending: boolean;
  onAdd: (item: ReturnType<typeof toInput>, done: () => void) => void;
}) {
  const { t } = useTranslation("checklists");
  const form = useContractForm<Draft>({
    schema: checklistItemInputSchema,
    initialValues: empty,
    toInput,
    message: (field, issue) =>
      field === "text" && issue.code === "too_big"
        ? t("errors.textTooLong", { max: CHECKLIST_TEXT_LIMIT })
        : field === "text"
          ? t("errors.textRequired")
          : t("errors.invalid"),
  });

  return (
    <form onSubmit={form.onSubmit((draft) => onAdd(toInput(draft), () => form.setValues(empty)))}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t("add.text")}
          maxLength={CHECKLIST_TEXT_LIMIT}
          style={{ flex: "1 1 14rem" }}
          {...form.getInputProps("text")}
        />
        <MemberSelect
          scope={scope}
          label={t("add.assignee")}
          clearLabel={t("add.clearAssignee")}
          value={form.values.assignee}
          onChange={(user) => form.setFieldValue("assignee", user)}
        />
        <IsoDateInput
          label={t("add.dueDate")}
          value={form.values.dueDate}
          onChange={(date) => form.setFieldValue("dueDate", date)}
          w="10rem"
        />
        <Button type="submit" variant="light" loading={pending} leftSection={<IconPlus size={14} aria-hidden />}>
          {t("add.submit")}
        </Button>
      </Group>
    </form>
  );
}
