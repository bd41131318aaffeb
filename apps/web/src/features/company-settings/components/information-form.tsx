import { type CompanyInfoRead, companyInfoSchema } from "@app/contract";
import {
  Alert,
  Badge,
  Button,
  ColorInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { ParseKeys } from "i18next";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSaveCompanyInfo } from "../api/company-info";
import type { Scope } from "../api/keys";
import { type InfoValues, infoMessage, infoValidate, toInput, toValues } from "../validation";
import { mouseOnlyPicker } from "./color-picker-attributes";
import { HeaderPreview } from "./header-preview";
import { Section } from "./section";

type TextField = Exclude<keyof InfoValues, "colors" | "emailLogin">;
type ColorField = keyof InfoValues["colors"];

const swatches = ["#1c3d5a", "#5a3d1c", "#2b8a3e", "#c92a2a", "#5f3dc4", "#e8590c", "#f8f9fa", "#212529"];

const colorLabel: Record<ColorField, ParseKeys<"companySettings">> = {
  headerBanner: "information.fields.colorHeaderBanner",
  headerMenuButton: "information.fields.colorHeaderMenuButton",
  settings: "information.fields.colorSettings",
};

export const INFO_FORM_ID = "company-info-form";

/**
 * Every company settings field of the spec, in sections; read-only without CompanyInfoEdit. A
 * guest's public face shows its own fields only (name, address, contact, colours).
 */
export function InformationForm({ scope, info, canEdit }: { scope: Scope; info: CompanyInfoRead; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  const save = useSaveCompanyInfo(scope);
  const full = !("publicFace" in info);
  const initial = useMemo(() => toValues(companyInfoSchema.parse(info)), [info]);
  const form = useContractForm<InfoValues>({
    schema: companyInfoSchema,
    toInput,
    message: infoMessage(t),
    mode: "controlled",
    initialValues: initial,
    validateInputOnBlur: true,
  });

  // Another save (here or by someone else) brings new values: take them unless the user is editing.
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    const current = formRef.current;
    if (!current.isDirty()) {
      current.setValues(initial);
      current.resetDirty(initial);
    }
  }, [initial]);

  const submit = form.onSubmit(
    (values) => {
      save.mutate(toInput(values), {
        onSuccess: (saved) => {
          const next = toValues(saved);
          form.setValues(next);
          form.resetDirty(next);
          toast("success", t("information.saved"), 5000);
        },
        onError: (error) => {
          // The user's changes stay in the form; the field the server named gets its message.
          if (error instanceof ApiError && error.field && typeof form.getInputProps(error.field).value === "string") {
            form.setFieldError(error.field, infoValidate(t)(form.getValues())[error.field] ?? errorText(error));
          }
          toast("failure", t("information.saveFailed"), 5000);
        },
      });
    },
    () => toast("failure", t("information.invalid"), 5000),
  );

  return (
    <form id={INFO_FORM_ID} onSubmit={submit} noValidate>
      <Stack gap="md">
        {!canEdit && <Alert color="gray">{t(full ? "readOnly" : "publicFace")}</Alert>}
        <Section id="company" title={t("information.sections.company")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <InfoText form={form} field="name" canEdit={canEdit} required />
            {full && (
              <>
                <InfoText
                  form={form}
                  field="vatNumber"
                  canEdit={canEdit}
                  description={t("information.hints.vatNumber")}
                />
                <InfoText form={form} field="registeredOffice" canEdit={canEdit} />
                <InfoText form={form} field="registeredCountry" canEdit={canEdit} />
                <InfoText form={form} field="gln" canEdit={canEdit} description={t("information.hints.gln")} />
                <InfoText form={form} field="taxText" canEdit={canEdit} description={t("information.hints.taxText")} />
              </>
            )}
          </SimpleGrid>
        </Section>
        <Section id="address" title={t("information.sections.address")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <InfoText form={form} field="address" canEdit={canEdit} />
            <InfoText form={form} field="zipCode" canEdit={canEdit} />
            <InfoText form={form} field="city" canEdit={canEdit} />
            <InfoText form={form} field="county" canEdit={canEdit} />
            <InfoText form={form} field="country" canEdit={canEdit} />
          </SimpleGrid>
        </Section>
        <Section id="contact" title={t("information.sections.contact")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <InfoText form={form} field="primaryContact" canEdit={canEdit} />
            <InfoText form={form} field="phone" canEdit={canEdit} />
            {full && <InfoText form={form} field="adminEmail" canEdit={canEdit} />}
            <InfoText form={form} field="homepage" canEdit={canEdit} description={t("information.hints.homepage")} />
          </SimpleGrid>
        </Section>
        {full && (
          <>
            <Section id="invoicing" title={t("information.sections.invoicing")}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <InfoText form={form} field="termsOfPayment" canEdit={canEdit} />
                <InfoText form={form} field="paymentAccount" canEdit={canEdit} />
                <InfoText form={form} field="bank" canEdit={canEdit} />
              </SimpleGrid>
            </Section>
            <Section id="texts" title={t("information.sections.texts")}>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
                <InfoArea form={form} field="invoiceText" canEdit={canEdit} />
                <InfoArea form={form} field="quoteText" canEdit={canEdit} />
                <InfoArea form={form} field="orderText" canEdit={canEdit} />
              </SimpleGrid>
            </Section>
          </>
        )}
        <Section id="colors" title={t("information.sections.colors")} description={t("information.hints.colors")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <InfoColor form={form} field="headerBanner" canEdit={canEdit} />
            <InfoColor form={form} field="headerMenuButton" canEdit={canEdit} />
            <InfoColor form={form} field="settings" canEdit={canEdit} />
          </SimpleGrid>
          <HeaderPreview name={form.values.name || info.name} colors={form.values.colors} />
        </Section>
        {full && (
          <Section id="login" title={t("information.sections.login")}>
            <Switch
              label={t("information.fields.emailLogin")}
              description={t("information.hints.emailLogin")}
              disabled={!canEdit}
              {...form.getInputProps("emailLogin", { type: "checkbox" })}
            />
          </Section>
        )}
        {canEdit && <SaveBar form={form} saving={save.isPending} />}
      </Stack>
    </form>
  );
}

type Form = UseFormReturnType<InfoValues>;

function InfoText({
  form,
  field,
  canEdit,
  ...extra
}: {
  form: Form;
  field: TextField;
  canEdit: boolean;
  description?: string;
  required?: boolean;
}) {
  const { t } = useTranslation("companySettings");
  return (
    <TextInput
      label={t(`information.fields.${field}`)}
      maxLength={maxLengthOf(companyInfoSchema, field)}
      readOnly={!canEdit}
      {...extra}
      {...form.getInputProps(field)}
    />
  );
}

function InfoArea({ form, field, canEdit }: { form: Form; field: TextField; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  return (
    <Textarea
      label={t(`information.fields.${field}`)}
      maxLength={maxLengthOf(companyInfoSchema, field)}
      autosize
      minRows={2}
      maxRows={8}
      readOnly={!canEdit}
      {...form.getInputProps(field)}
    />
  );
}

function InfoColor({ form, field, canEdit }: { form: Form; field: ColorField; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  return (
    <ColorInput
      label={t(colorLabel[field])}
      placeholder={t("information.hints.colorPlaceholder")}
      format="hex"
      swatches={swatches}
      swatchesPerRow={8}
      readOnly={!canEdit}
      disallowInput={!canEdit}
      withPicker={canEdit}
      withEyeDropper={false}
      attributes={mouseOnlyPicker}
      popoverProps={{ withinPortal: true }}
      {...form.getInputProps(`colors.${field}`)}
    />
  );
}

/** Sticks to the bottom while editing: unsaved changes, reset and save. */
function SaveBar({ form, saving }: { form: Form; saving: boolean }) {
  const { t } = useTranslation("companySettings");
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 2, boxShadow: "var(--mantine-shadow-sm)" }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        {form.isDirty() ? (
          <Badge color="orange" variant="light">
            {t("information.unsaved")}
          </Badge>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" disabled={!form.isDirty() || saving} onClick={() => form.reset()}>
            {t("information.reset")}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t("information.save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
