import {
  type CompanySettings,
  type PublicationTypeKey,
  publicationTypeKeys,
  type SecondFactor,
  secondFactorMethods,
} from "@app/contract";
import { Alert, Button, Group, MultiSelect, Radio, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePublicationTypeName } from "../../../components/publication-type-icon";
import { toast } from "../../../lib/toast";
import { useCompanySettings, useSaveCompanySettings } from "../api/company-settings";
import type { Scope } from "../api/keys";
import { AuditRetentionInput, type RetentionValue, validRetention } from "./audit-retention-input";
import { Section } from "./section";

const flags = ["customers", "documentReminder", "investigation", "esign", "skills"] as const;
type Flag = (typeof flags)[number];

/** The form's values: the retention as typed. */
type Draft = Omit<CompanySettings, "auditRetentionYears"> & { auditRetentionYears: RetentionValue };

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The second factor, the feature flags and the audit log's retention, for the company account's administrators only. */
export function SecurityFeatures({ scope }: { scope: Scope }) {
  const { t } = useTranslation("companySettings");
  const loaded = useCompanySettings(scope);
  return (
    <Section id="security" title={t("security.title")} description={t("security.description")}>
      {loaded.isPending ? (
        <Skeleton h={180} />
      ) : loaded.isError ? (
        <Alert color="red">{t("loadFailed")}</Alert>
      ) : (
        <SettingsForm scope={scope} saved={loaded.data} />
      )}
    </Section>
  );
}

function SettingsForm({ scope, saved }: { scope: Scope; saved: CompanySettings }) {
  const { t } = useTranslation("companySettings");
  const typeName = usePublicationTypeName();
  const save = useSaveCompanySettings(scope);
  const [draft, setDraft] = useState<Draft>(saved);
  const [base, setBase] = useState<Draft>(saved);
  const dirty = !same(draft, base);
  const valid = validRetention(draft.auditRetentionYears);

  // A newer saved state (another administrator, another tab) replaces an untouched draft.
  if (!same(base, saved) && !save.isPending) {
    setBase(saved);
    if (same(draft, base)) setDraft(saved);
  }

  const typeOptions = useMemo(
    () => publicationTypeKeys.map((key) => ({ value: key, label: typeName(key) })),
    [typeName],
  );

  const setFlag = (flag: Flag, on: boolean) =>
    setDraft((d) => ({ ...d, enabledFeatures: { ...d.enabledFeatures, [flag]: on } }));

  const submit = () =>
    save.mutate(
      { ...draft, auditRetentionYears: Number(draft.auditRetentionYears) },
      {
        onSuccess: (next) => {
          setBase(next);
          setDraft(next);
          toast("success", t("security.saved"), 5000);
        },
        onError: () => toast("failure", t("security.saveFailed"), 5000),
      },
    );

  return (
    <Stack gap="md">
      <Radio.Group
        label={t("security.secondFactor")}
        description={t("security.secondFactorHint")}
        value={draft.secondFactor}
        onChange={(value) => setDraft((d) => ({ ...d, secondFactor: value as SecondFactor }))}
      >
        <Group gap="lg" mt="xs">
          {secondFactorMethods.map((method) => (
            <Radio key={method} value={method} label={t(`security.factor.${method}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap="xs" role="group" aria-labelledby="features-label">
        <Text size="sm" fw={500} id="features-label">
          {t("security.features")}
        </Text>
        {flags.map((flag) => (
          <Switch
            key={flag}
            label={t(`security.feature.${flag}`)}
            description={t(`security.featureHint.${flag}`)}
            checked={draft.enabledFeatures[flag]}
            onChange={(event) => setFlag(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <MultiSelect
        label={t("security.publicationTypes")}
        description={t("security.publicationTypesHint")}
        placeholder={
          draft.enabledFeatures.publicationTypes.length ? undefined : t("security.publicationTypesPlaceholder")
        }
        data={typeOptions}
        value={draft.enabledFeatures.publicationTypes}
        onChange={(value) =>
          setDraft((d) => ({
            ...d,
            enabledFeatures: { ...d.enabledFeatures, publicationTypes: value as PublicationTypeKey[] },
          }))
        }
        searchable
        clearable
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
      <AuditRetentionInput
        value={draft.auditRetentionYears}
        onChange={(value) => setDraft((d) => ({ ...d, auditRetentionYears: value }))}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setDraft(base)}>
          {t("information.reset")}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!dirty || !valid}>
          {t("security.save")}
        </Button>
      </Group>
    </Stack>
  );
}
