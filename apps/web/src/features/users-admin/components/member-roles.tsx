import { ErrorCode, USER_ROLE_MAX, userRoleInputSchema } from "@app/contract";
import { Alert, Chip, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useRoleMutations, useRoles } from "../api/tags-and-roles";
import { AddByName } from "./add-by-name";

/** The company's roles as chips the member has or not (toggled at once); a new role is given at once. */
export function MemberRoles({ scope, memberId, canEdit }: { scope: Scope; memberId: string; canEdit: boolean }) {
  const { t } = useTranslation("usersAdmin");
  const roles = useRoles(scope);
  const { create, give, take } = useRoleMutations(scope);
  const busy = give.isPending || take.isPending;

  const createRole = async (name: string) => {
    try {
      const role = await create.mutateAsync(name);
      await give.mutateAsync({ roleId: role.id, userId: memberId });
      toast("success", t("roles.created", { name: role.name }), 5000);
      return null;
    } catch (failure) {
      return errorText(failure, t("roles.failed"), { [ErrorCode.RoleExists]: t("roles.exists") });
    }
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
        <AddByName
          label={t("roles.new")}
          action={t("roles.create")}
          schema={userRoleInputSchema}
          required={t("roles.required")}
          tooLong={t("roles.tooLong", { max: USER_ROLE_MAX })}
          pending={create.isPending || give.isPending}
          onAdd={createRole}
        />
      )}
    </Stack>
  );
}
