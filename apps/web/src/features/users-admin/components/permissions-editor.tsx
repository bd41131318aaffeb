import { ErrorCode, GUEST_PERMISSIONS, type Permission, permissionGroups } from "@app/contract";
import { Alert, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { policyError } from "../policy-errors";

type Label = { en: string; se: string };
const PLATFORM_ONLY: Permission = "CompanyCreate";

/** The catalogue's label language for the UI language (the app's `sv` is the spec's `se`). */
const labelLanguage = (language: string): "en" | "se" => (language.startsWith("en") ? "en" : "se");

interface Props {
  granted: readonly Permission[];
  /** The member is a limited user. */
  guest?: boolean;
  readOnly: boolean;
  readOnlyReason?: string;
  /** Saves the set (without CompanyCreate); throws an ApiError when refused. */
  onSave: (permissions: Permission[]) => Promise<unknown>;
}

/**
 * The spec's permission groups (account settings, users, objects, basic features, customers,
 * products, order, services), every permission named in the UI language. CompanyCreate shows
 * but cannot be ticked: only the platform grants it, and saving never sends it. A guest (limited
 * user) is shown only what a guest may hold (GUEST_PERMISSIONS): no administration groups.
 */
export function PermissionsEditor(props: Props) {
  // A fresh answer from the server (after saving or a refetch) is the new starting point.
  return <Editor key={[...props.granted].sort().join(",")} {...props} />;
}

function Editor({ granted, guest = false, readOnly, readOnlyReason, onSave }: Props) {
  const { t, i18n } = useTranslation("usersAdmin");
  const language = labelLanguage(i18n.language);
  const [chosen, setChosen] = useState<Set<Permission>>(() => new Set(granted));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const grantedKey = [...granted].sort().join(",");

  const dirty = [...chosen].sort().join(",") !== grantedKey;
  const toggle = (permission: Permission, on: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave([...chosen].filter((permission) => permission !== PLATFORM_ONLY));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setError(
        policyError(t, failure) ??
          (code === ErrorCode.LastAdministrator
            ? t("permissions.lastAdmin")
            : failure instanceof ApiError && failure.status === 403
              ? t("permissions.fullUserRule")
              : t("permissions.failed")),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      {guest && (
        <Text size="sm" c="dimmed">
          {t("permissions.guestOnly")}
        </Text>
      )}
      {readOnly && readOnlyReason && (
        <Alert color="gray" variant="light">
          {readOnlyReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
        {permissionGroups.map((group) => {
          const keys = (Object.keys(group.permissions) as Permission[]).filter(
            (key) => !guest || GUEST_PERMISSIONS.has(key),
          );
          if (keys.length === 0) return null;
          const editable = keys.filter((key) => key !== PLATFORM_ONLY);
          const on = editable.filter((key) => chosen.has(key)).length;
          const groupLabel = group.label[language];
          return (
            <Fieldset key={group.key} legend={groupLabel} variant="filled" p="sm">
              <Stack gap={6}>
                {editable.length > 1 && (
                  <Checkbox
                    size="xs"
                    label={t("permissions.selectGroup", { group: groupLabel })}
                    checked={on === editable.length}
                    indeterminate={on > 0 && on < editable.length}
                    disabled={readOnly}
                    onChange={(event) => {
                      const all = event.currentTarget.checked;
                      for (const key of editable) toggle(key, all);
                    }}
                    styles={{ label: { fontStyle: "italic" } }}
                  />
                )}
                {keys.map((key) => {
                  const label = (group.permissions as Record<string, Label>)[key]?.[language] ?? key;
                  const platformOnly = key === PLATFORM_ONLY;
                  return (
                    <Checkbox
                      key={key}
                      label={label}
                      description={platformOnly ? t("permissions.platformOnly") : undefined}
                      checked={chosen.has(key)}
                      disabled={readOnly || platformOnly}
                      onChange={(event) => toggle(key, event.currentTarget.checked)}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end" gap="xs">
          {dirty && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("permissions.unsaved")}
            </Text>
          )}
          <Button
            variant="default"
            disabled={!dirty || saving}
            onClick={() => {
              setChosen(new Set(granted));
              setError(null);
            }}
          >
            {t("permissions.reset")}
          </Button>
          <Button onClick={save} loading={saving} disabled={!dirty}>
            {t("permissions.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
