import {
  defaultMailTemplates,
  ErrorCode,
  type Language,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  type MailTemplate,
  type MailTemplateType,
  mailTemplateFormSchema,
  mailTemplatePlaceholders,
  missingPlaceholders,
  previewMail,
} from "@app/contract";
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useWiderThan } from "../../../lib/breakpoints";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";

export interface MailTemplateValues {
  subject: string;
  body: string;
}

type Field = keyof MailTemplateValues;

const initial = (type: MailTemplateType, language: Language, own: MailTemplate | null): MailTemplateValues =>
  own ? { subject: own.subject, body: own.body } : { ...defaultMailTemplates[type][language] };

interface Props {
  opened: boolean;
  type: MailTemplateType;
  language: Language;
  /** The company's own template; null while the mail uses the default. */
  own: MailTemplate | null;
  saving: boolean;
  onClose: () => void;
  /** Throws an ApiError when refused. */
  onSave: (values: MailTemplateValues) => Promise<unknown>;
  onReset: () => void;
}

/**
 * Edit one mail's wording in one language: subject and body, the type's placeholders (a click
 * inserts one at the cursor), and a live preview with sample values. Without the company's own
 * template it starts from the default; "Reset to default" (own templates only) is confirmed by
 * the caller.
 */
export function MailTemplateEditor(props: Props) {
  const { t } = useTranslation("integrations");
  const phone = !useWiderThan("sm");
  const mail = t(`mailTemplates.types.${props.type}.title`);
  const languageName = t(`languages.${props.language}`);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("mailTemplates.editor.title", { mail, language: languageName })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("cancel") }}
    >
      <MailTemplateForm {...props} />
    </Modal>
  );
}

/** The form inside the modal: each opening mounts it afresh from what is stored (or the default). */
function MailTemplateForm({ type, language, own, saving, onClose, onSave, onReset }: Props) {
  const { t } = useTranslation("integrations");
  const fields = useRef<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>({ subject: null, body: null });
  const lastField = useRef<Field>("body");

  const form = useContractForm<MailTemplateValues>({
    schema: mailTemplateFormSchema,
    initialValues: initial(type, language, own),
    toInput: (values) => ({ ...values, type, language }),
    message: (field, issue, values) => {
      // The placement rule (mailTemplateFormSchema) names the misplaced placeholders.
      const misplaced: string[] | undefined = issue.code === "custom" ? issue.params?.placeholders : undefined;
      if (misplaced) {
        const placeholders = misplaced.map((name) => `{{${name}}}`).join(", ");
        return t("mailTemplates.editor.placement", { placeholders, link: "{{link}}" });
      }
      if (field === "subject") {
        if (issue.code === "too_big") return t("mailTemplates.editor.subjectTooLong", { max: MAIL_SUBJECT_MAX });
        if (issue.code === "custom") return t("mailTemplates.editor.subjectOneLine");
        return t("mailTemplates.editor.subjectRequired");
      }
      if (field === "body") {
        if (issue.code === "too_big") return t("mailTemplates.editor.bodyTooLong", { max: MAIL_BODY_MAX });
        if (issue.code === "custom") {
          const names = missingPlaceholders(type, values.body.trim()).map((name) => `{{${name}}}`);
          return t("mailTemplates.editor.bodyMissing", { placeholders: names.join(", ") });
        }
        return t("mailTemplates.editor.bodyRequired");
      }
      return t("mailTemplates.editor.invalid");
    },
  });

  /** Puts `{{name}}` where the cursor was in the field last used (the body at first). */
  const insert = (name: string) => {
    const field = lastField.current;
    const element = fields.current[field];
    const current = form.getValues()[field];
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setFieldValue(field, current.slice(0, start) + token + current.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave({ subject: values.subject.trim(), body: values.body.trim() });
    } catch (error) {
      if (error instanceof ApiError && (error.field === "subject" || error.field === "body")) {
        form.setFieldError(error.field, errorText(error, t("mailTemplates.editor.invalid")));
      } else if (error instanceof ApiError && error.code === ErrorCode.Conflict) {
        toast("failure", t("mailTemplates.toast.conflict"), 8000);
      } else {
        toast("failure", errorText(error, t("mailTemplates.toast.saveFailed")), 5000);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`mailTemplates.types.${type}.description`)}
        </Text>
        {!own && (
          <Alert color="gray" variant="light" p="xs">
            {t("mailTemplates.editor.usesDefault")}
          </Alert>
        )}
        {own?.unsafe && (
          <Alert color="orange" variant="light" p="xs">
            {t("mailTemplates.editor.unsafe")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput
              label={t("mailTemplates.editor.subject")}
              required
              maxLength={MAIL_SUBJECT_MAX}
              data-autofocus
              ref={(element) => {
                fields.current.subject = element;
              }}
              {...form.getInputProps("subject")}
              onFocus={() => {
                lastField.current = "subject";
              }}
            />
            <Textarea
              label={t("mailTemplates.editor.body")}
              required
              autosize
              minRows={6}
              maxRows={14}
              maxLength={MAIL_BODY_MAX}
              ref={(element) => {
                fields.current.body = element;
              }}
              {...form.getInputProps("body")}
              onFocus={() => {
                lastField.current = "body";
              }}
            />
            <Placeholders type={type} onInsert={insert} />
          </Stack>
          <MailPreview type={type} language={language} values={form.getValues()} />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <div>
            {own && (
              <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={onReset}>
                {t("mailTemplates.editor.reset")}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("mailTemplates.editor.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The type's placeholders as buttons; a click inserts one where the cursor was. */
function Placeholders({ type, onInsert }: { type: MailTemplateType; onInsert: (name: string) => void }) {
  const { t } = useTranslation("integrations");
  return (
    <div>
      <Title order={2} fz="sm" fw={600}>
        {t("mailTemplates.editor.placeholdersTitle")}
      </Title>
      <Text size="xs" c="dimmed" mb={6}>
        {t("mailTemplates.editor.placeholdersHint")}
      </Text>
      <Group gap={6}>
        {mailTemplatePlaceholders[type].map((name) => {
          const description = t(`mailTemplates.placeholders.${name}`);
          return (
            <Tooltip key={name} label={description} withArrow>
              <Button
                size="compact-sm"
                variant="light"
                ff="monospace"
                aria-label={t("mailTemplates.editor.insert", { placeholder: `{{${name}}}`, description })}
                // Keeps the cursor (and the selection) of the field being edited.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(name)}
              >
                {`{{${name}}}`}
              </Button>
            </Tooltip>
          );
        })}
      </Group>
    </div>
  );
}

/** The mail as it would be sent, with sample values for the placeholders. */
function MailPreview({
  type,
  language,
  values,
}: {
  type: MailTemplateType;
  language: Language;
  values: MailTemplateValues;
}) {
  const { t } = useTranslation("integrations");
  const preview = previewMail({
    type,
    language,
    subject: values.subject.slice(0, MAIL_SUBJECT_MAX),
    body: values.body.slice(0, MAIL_BODY_MAX),
  });
  return (
    <section aria-labelledby="mail-preview-title">
      <Title order={2} fz="sm" fw={600} mb={6} id="mail-preview-title">
        {t("mailTemplates.editor.preview")}
      </Title>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-body)" data-testid="mail-preview">
        <Text size="xs" c="dimmed">
          {t("mailTemplates.editor.previewSubject")}
        </Text>
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="mail-preview-subject">
          {preview.subject}
        </Text>
        <Text
          size="sm"
          mt="sm"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="mail-preview-body"
        >
          {preview.text}
        </Text>
      </Paper>
    </section>
  );
}
