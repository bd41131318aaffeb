import { type CompanyNotice, companyNoticeInputSchema, DATE_FORMAT } from "@app/contract";
import { Modal, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";

const NOTICE_TEXT_MAX = maxLengthOf(companyNoticeInputSchema, "text");

export interface NoticeValues {
  text: string;
  startsOn: string | null;
  endsOn: string | null;
}

const toValues = (notice: CompanyNotice | null): NoticeValues => ({
  text: notice?.text ?? "",
  startsOn: notice?.startsOn ?? null,
  endsOn: notice?.endsOn ?? null,
});

interface Props {
  opened: boolean;
  /** The notice being edited; null for a new one. */
  notice: CompanyNotice | null;
  saving: boolean;
  onClose: () => void;
  onSave: (values: NoticeValues) => Promise<unknown>;
}

/**
 * Create or edit a banner notice: its text and when it shows (from, to; both optional, YYYY-MM-DD).
 * The contract's rules decide: a text is required (at most 500 characters), the end not before the start.
 */
export function NoticeFormModal(props: Props) {
  const { t } = useTranslation("companyNotices");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.notice ? t("form.editTitle") : t("form.createTitle")}
      size="lg"
      closeButtonProps={{ "aria-label": t("form.cancel") }}
    >
      <NoticeForm key={props.notice?.id ?? "new"} {...props} />
    </Modal>
  );
}

/** Starts from the notice it edits (or from empty) each time it is mounted. */
function NoticeForm({ notice, saving, onClose, onSave }: Props) {
  const { t } = useTranslation("companyNotices");
  const form = useContractForm<NoticeValues>({
    schema: companyNoticeInputSchema,
    initialValues: toValues(notice),
    message: (field, issue) => {
      if (field === "text")
        return issue.code === "too_big" ? t("form.textTooLong", { max: NOTICE_TEXT_MAX }) : t("form.textRequired");
      if (field === "endsOn" && issue.code === "custom") return t("form.endBeforeStart");
      return t("form.invalidDate", { format: DATE_FORMAT });
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave({ ...values, text: values.text.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        form.setFieldError(error.field, errorText(error));
      } else {
        toast("failure", t("toast.saveFailed"), 5000);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("fields.text")}
          description={t("form.textHint", { max: NOTICE_TEXT_MAX })}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={NOTICE_TEXT_MAX}
          data-autofocus
          {...form.getInputProps("text")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <IsoDateInput
            label={t("fields.startsOn")}
            description={t("form.startsOnHint")}
            {...form.getInputProps("startsOn")}
            value={form.values.startsOn}
          />
          <IsoDateInput
            label={t("fields.endsOn")}
            description={t("form.endsOnHint")}
            {...form.getInputProps("endsOn")}
            value={form.values.endsOn}
          />
        </SimpleGrid>
        <FormActions cancel={t("form.cancel")} submit={t("form.save")} onCancel={onClose} mt="sm" loading={saving} />
      </Stack>
    </form>
  );
}
