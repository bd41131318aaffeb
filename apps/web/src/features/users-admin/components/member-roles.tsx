import { USER_ROLE_MAX } from "@app/contract";
import { Alert, Button, Chip, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useRoleMutations, useRoles } from "../api/tags-and-roles";

/** The company's roles as chips the member has or not (toggled at once); a new role is given at once. */
export function MemberRoles({ scope, memberId, canEdit }: { scope: Scope; memberId: string; canEdit: boolean }) {
  const { t } = useTranslation("usersAdmin");
  const roles = useRoles(scope);
  const { create, give, take } = useRoleMutations(scope);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = give.isPending || take.isPending;

  const createRole = (event: React.FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t("roles.required"));
    if (value.length > USER_ROLE_MAX) return setError(t("roles.tooLong", { max: USER_ROLE_MAX }));
    setError(null);
    create.mutate(value, {
      onSuccess: (role) =>
        give.mutate(
          { roleId: role.id, userId: memberId },
          {
            onSuccess: () => {
              setName("");
              toast("success", t("roles.created", { name: role.name }), 5000);
            },
            onError: () => setError(t("roles.failed")),
          },
        ),
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.code === "ROLE_EXISTS" ? t("roles.exists") : t("roles.failed")),
    });
  };

  if (roles.isPending) return <Skeleton h={28} />;
  if (roles.isError) return <Alert color="red">{t("roles.failed")}</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {roles.data.length === 0 ? t("roles.empty") : t("roles.hint")}
      </Text>
      {roles.data.length > 0 && (
        <Group gap={6}>
          {roles.data.map((role) => {
            const has = role.users.some((user) => user.id === memberId);
            return (
              <Chip
                key={role.id}
                checked={has}
                disabled={!canEdit || busy}
                onChange={(checked) =>
                  (checked ? give : take).mutate(
                    { roleId: role.id, userId: memberId },
                    { onError: () => toast("failure", t("roles.failed"), 5000) },
                  )
                }
              >
                {role.name}
              </Chip>
            );
          })}
        </Group>
      )}
      {canEdit && (
        <form onSubmit={createRole} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={t("roles.new")}
              placeholder={t("roles.new")}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              type="submit"
              variant="light"
              loading={create.isPending}
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t("roles.create")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
