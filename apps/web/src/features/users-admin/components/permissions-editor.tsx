import { COMPANY_CREATE, ErrorCode, GUEST_PERMISSIONS, type Permission } from "@app/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PermissionGroups } from "../../../components/permission-groups";
import { errorText } from "../../../lib/error-text";

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
  const { t } = useTranslation("usersAdmin");
  const [chosen, setChosen] = useState<Set<Permission>>(() => new Set(granted));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const grantedKey = [...granted].sort().join(",");

  const dirty = [...chosen].sort().join(",") !== grantedKey;
  const toggle = (permissions: Permission[], on: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      for (const permission of permissions) {
        if (on) next.add(permission);
        else next.delete(permission);
      }
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave([...chosen].filter((permission) => permission !== COMPANY_CREATE));
    } catch (failure) {
      setError(
        errorText(failure, t("permissions.failed"), {
          [ErrorCode.LastAdministrator]: t("permissions.lastAdmin"),
          [ErrorCode.Forbidden]: t("permissions.fullUserRule"),
        }),
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
      <PermissionGroups
        chosen={chosen}
        onToggle={toggle}
        offered={(key) => !guest || GUEST_PERMISSIONS.has(key)}
        selectGroupLabel={(group) => t("permissions.selectGroup", { group })}
        platformOnlyHint={t("permissions.platformOnly")}
        disabled={readOnly}
      />
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
