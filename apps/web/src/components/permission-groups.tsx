import { COMPANY_CREATE, type Permission, permissionGroups, permissionLabel } from "@app/contract";
import { Checkbox, Fieldset, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface Props {
  chosen: ReadonlySet<Permission>;
  onToggle: (permissions: Permission[], on: boolean) => void;
  /** Which permissions are offered; a group with none is left out. */
  offered: (permission: Permission) => boolean;
  /** The label of a group's "all of them" box, given the group's name. */
  selectGroupLabel: (group: string) => string;
  /** Shown under CompanyCreate where it is offered: it shows but cannot be ticked (only the platform grants it). */
  platformOnlyHint?: string;
  disabled?: boolean;
  mt?: number;
}

/** The catalogue's permission groups as boxes to tick, each permission named in the UI language. */
export function PermissionGroups({
  chosen,
  onToggle,
  offered,
  selectGroupLabel,
  platformOnlyHint,
  disabled,
  mt,
}: Props) {
  const { i18n } = useTranslation();
  // The catalogue's label language (the app's `sv` is the spec's `se`).
  const language = i18n.language.startsWith("en") ? "en" : "se";
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" mt={mt}>
      {permissionGroups.map((group) => {
        const keys = (Object.keys(group.permissions) as Permission[]).filter(offered);
        if (keys.length === 0) return null;
        const editable = keys.filter((key) => key !== COMPANY_CREATE);
        const on = editable.filter((key) => chosen.has(key)).length;
        const groupLabel = group.label[language];
        return (
          <Fieldset key={group.key} legend={groupLabel} variant="filled" p="sm">
            <Stack gap={6}>
              {editable.length > 1 && (
                <Checkbox
                  size="xs"
                  label={selectGroupLabel(groupLabel)}
                  checked={on === editable.length}
                  indeterminate={on > 0 && on < editable.length}
                  disabled={disabled}
                  onChange={(event) => onToggle(editable, event.currentTarget.checked)}
                  styles={{ label: { fontStyle: "italic" } }}
                />
              )}
              {keys.map((key) => {
                const platformOnly = key === COMPANY_CREATE;
                return (
                  <Checkbox
                    key={key}
                    label={permissionLabel(key, language)}
                    description={platformOnly ? platformOnlyHint : undefined}
                    checked={chosen.has(key)}
                    disabled={disabled || platformOnly}
                    onChange={(event) => onToggle([key], event.currentTarget.checked)}
                  />
                );
              })}
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
