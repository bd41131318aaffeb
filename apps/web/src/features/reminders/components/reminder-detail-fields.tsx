import { type Category, coupleDates, DATE_FORMAT, type Notice, withEndDate } from "@app/contract";
import { Anchor, Input, SimpleGrid, TagsInput, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { MemberSelect } from "../../../components/member-select";
import type { Scope } from "../api/keys";
import { CategorySelect } from "./category";

/** The fields "edit" opens; tags, members and the manager save on their own at once. */
export interface Draft {
  title: string;
  description: string;
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
  categoryId: string | null;
}

export const draftOf = (notice: Notice): Draft => ({
  title: notice.title,
  description: notice.description,
  enddate: notice.enddate,
  reminderAt: notice.reminderAt,
  noticePeriod: notice.noticePeriod,
  categoryId: notice.companyCategory?.id ?? null,
});

/**
 * The reminder's own fields, read-only until "edit"; the reminder date follows the end date, and
 * one after the end is corrected (`corrected` says so under it). The manager saves at once.
 */
export function DraftFields({
  scope,
  notice,
  categories,
  form,
  editing,
  corrected,
  onCorrected,
  liveDisabled,
  onManager,
}: {
  scope: Scope;
  notice: Notice;
  categories: Category[];
  form: UseFormReturnType<Draft>;
  editing: boolean;
  corrected: boolean;
  onCorrected: (corrected: boolean) => void;
  liveDisabled: boolean;
  onManager: (managerId: string | null) => void;
}) {
  const { t } = useTranslation("reminders");
  const shown = editing ? form.values : draftOf(notice);
  const look = { readOnly: !editing, variant: editing ? "default" : "filled" } as const;
  const setReminder = (reminderAt: string | null) => {
    const dates = coupleDates({ enddate: shown.enddate, reminderAt, noticePeriod: shown.noticePeriod });
    onCorrected(reminderAt !== null && dates.reminderAt !== reminderAt);
    form.setValues(dates);
  };
  return (
    <>
      <TextInput
        label={t("fields.title")}
        required
        data-autofocus
        {...look}
        {...form.getInputProps("title")}
        value={shown.title}
        error={editing ? form.errors.title : undefined}
      />
      <Textarea
        label={t("fields.description")}
        autosize
        minRows={2}
        maxRows={8}
        {...look}
        {...form.getInputProps("description")}
        value={shown.description}
      />
      <div>
        <Input.Label labelElement="div" display="block">
          {t("fields.document")}
        </Input.Label>
        <Anchor component={Link} to={`/companies/${notice.company.id}/publications/${notice.publication.id}`} size="sm">
          {notice.publication.name}
        </Anchor>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <IsoDateInput
          label={t("fields.enddate")}
          placeholder={editing ? DATE_FORMAT : "–"}
          clearable={editing}
          {...look}
          value={shown.enddate}
          onChange={(enddate) => {
            form.setValues(withEndDate(enddate));
            onCorrected(false);
          }}
        />
        <IsoDateInput
          label={t("fields.reminderAt")}
          placeholder={editing ? DATE_FORMAT : "–"}
          clearable={editing}
          {...look}
          value={shown.reminderAt}
          onChange={setReminder}
          description={corrected ? t("detail.reminderCorrected") : undefined}
        />
        <MemberSelect
          scope={scope}
          label={t("fields.manager")}
          value={notice.manager}
          disabled={liveDisabled}
          onChange={(manager) => onManager(manager?.id ?? null)}
          clearLabel={t("detail.clearManager")}
        />
        <CategorySelect
          label={t("fields.category")}
          categories={categories}
          value={shown.categoryId}
          {...look}
          placeholder={editing ? t("category.choose") : t("category.none")}
          onChange={(categoryId) => form.setFieldValue("categoryId", categoryId)}
        />
      </SimpleGrid>
    </>
  );
}

const tagsOf = (tag: string) =>
  tag
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** Members and tags: each change saves at once (the last member cannot be removed). */
export function LiveFields({
  scope,
  notice,
  disabled,
  pendingTag,
  onAssignees,
  onTags,
}: {
  scope: Scope;
  notice: Notice;
  disabled: boolean;
  /** The tags of a save under way, shown until it answers. */
  pendingTag: string | undefined;
  onAssignees: (ids: string[]) => void;
  onTags: (tag: string) => void;
}) {
  const { t } = useTranslation("reminders");
  const ids = notice.assignees.map((a) => a.id);
  return (
    <>
      <MemberMultiSelect
        scope={scope}
        label={t("fields.assignees")}
        value={notice.assignees}
        disabled={disabled}
        canRemove={() => notice.assignees.length > 1}
        lockedHint={t("members.lastAssignee")}
        onAdd={(user) => onAssignees([...ids, user.id])}
        onRemove={(user) => onAssignees(ids.filter((id) => id !== user.id))}
        description={notice.assignees.length === 1 && !notice.status ? t("members.lastAssignee") : undefined}
      />
      <TagsInput
        label={t("fields.tags")}
        value={tagsOf(pendingTag ?? notice.tag)}
        disabled={disabled}
        placeholder={notice.status ? undefined : t("detail.addTag")}
        onChange={(tags) => onTags(tags.join(","))}
        clearButtonProps={{ "aria-label": t("detail.clearTags") }}
      />
    </>
  );
}
