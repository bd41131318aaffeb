import { type Publication, type PublicationInput, publicationInputSchema } from "@app/contract";
import { Alert, Button, Group, Select, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { StaleAlert } from "../../../components/stale-alert";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { RichTextInput } from "./rich-text";

export interface EditValues {
  name: string;
  description: string;
  periodDate: string | null;
  tags: string[];
  body: string;
  groupId: string | null;
  customerId: string | null;
}

/** The object's customer field, given by the app (another feature's picker) where the reader may see customers. */
export type CustomerField = (field: {
  initial: { id: string; name: string } | null;
  value: string | null;
  onChange: (id: string | null) => void;
}) => ReactNode;

/** The whole object as PUT takes it, from the form and the version the edit is based on. */
export const toInput = (values: EditValues, version?: number): PublicationInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  periodDate: values.periodDate || null,
  tags: values.tags,
  body: values.body,
  groupId: values.groupId,
  customerId: values.customerId,
  version,
});

export function PublicationForm({
  publication,
  groups,
  withBody,
  saving,
  error,
  stale,
  onSave,
  onLoadLatest,
  onCancel,
  customerField,
}: {
  publication: Publication;
  /** The company's groups the object may belong to (undefined while they load). */
  groups: { id: string; name: string }[] | undefined;
  withBody: boolean;
  saving: boolean;
  /** A save refused by the server (for example another user holds the lock). */
  error: string | null;
  /** The object as another user saved it while this form was open (a save refused as stale). */
  stale: Publication | null;
  onSave: (input: PublicationInput) => void;
  /** Makes the latest version the one shown; the form keeps what was typed and saves over it. */
  onLoadLatest: (latest: Publication) => void;
  onCancel: () => void;
  customerField?: CustomerField;
}) {
  const { t } = useTranslation("publications");
  const [version, setVersion] = useState(publication.version);
  const form = useContractForm<EditValues>({
    schema: publicationInputSchema,
    toInput: (values) => toInput(values),
    message: (field) => (field === "name" ? t("form.nameRequired") : t("form.invalid")),
    initialValues: {
      name: publication.name,
      description: publication.description,
      periodDate: publication.periodDate,
      tags: publication.tags,
      body: publication.body,
      groupId: publication.group?.id ?? null,
      customerId: publication.customer?.id ?? null,
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSave(toInput(values, version)))}
      noValidate
      aria-label={t("edit.formLabel")}
    >
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={stale.updatedBy?.name}
            hint={t("edit.staleHint")}
            onLoadLatest={() => {
              setVersion(stale.version);
              onLoadLatest(stale);
            }}
          />
        )}
        {error && (
          <Alert color="red" variant="light" title={t("edit.notSaved")} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t("fields.name")}
          required
          maxLength={maxLengthOf(publicationInputSchema, "name")}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Textarea
          label={t("fields.description")}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <IsoDateInput
            label={t("fields.endDate")}
            miw={180}
            {...form.getInputProps("periodDate")}
            value={form.values.periodDate}
          />
          <TagsInput
            label={t("fields.tags")}
            placeholder={t("edit.tagsPlaceholder")}
            maxTags={maxLengthOf(publicationInputSchema, "tags")}
            clearable
            miw={220}
            {...form.getInputProps("tags")}
          />
        </Group>
        <Select
          label={t("fields.group")}
          description={t("edit.groupHint")}
          placeholder={t("page.noGroup")}
          data={[
            // The current group stays choosable while the list loads or if it is not in it.
            ...(publication.group && !groups?.some((g) => g.id === publication.group?.id) ? [publication.group] : []),
            ...(groups ?? []),
          ].map((g) => ({ value: g.id, label: g.name }))}
          searchable
          clearable
          nothingFoundMessage={t("edit.noGroups")}
          {...form.getInputProps("groupId")}
        />
        {customerField?.({
          initial: publication.customer,
          value: form.values.customerId,
          onChange: (id) => form.setFieldValue("customerId", id),
        })}
        {withBody && (
          <RichTextInput
            label={t("fields.body")}
            value={form.values.body}
            onChange={(html) => form.setFieldValue("body", html)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
