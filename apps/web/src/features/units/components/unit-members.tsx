import { UNIT_MEMBER_LIMIT, type Unit, type UnitMember } from "@app/contract";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MemberPicker } from "../../../components/member-picker";
import { ObjectSection } from "../../../components/object-section";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { useMemberSearch } from "../../../lib/member-search";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUnitMemberChanges } from "../api/unit-members";
import { MembersTable } from "./members-table";

/**
 * The unit's members: added by the member search (300 ms after typing stops), assigned or unassigned
 * in their row, removed after a confirmation. An inactive unit takes no new members.
 */
export function UnitMembers({ scope, unit }: { scope: Scope; unit: Unit }) {
  const { t } = useTranslation("units");
  const { add, setStatus, remove } = useUnitMemberChanges(scope, unit.id);
  const assigned = unit.users.filter((member) => member.status === "ASSIGNED").length;
  const full = unit.users.length >= UNIT_MEMBER_LIMIT;
  const useSearch = (q: string, enabled: boolean) => useMemberSearch(scope, { q }, enabled);

  const onAdd = (member: { id: string; name: string }) =>
    add.mutate(member.id, {
      onSuccess: () => toast("success", t("members.added", { name: member.name }), 5000),
      onError: (error) =>
        toast(
          "failure",
          errorText(error, t("members.addFailed"), { status: t("errors.inactive"), userId: t("errors.notMember") }),
          5000,
        ),
    });

  const onToggle = (member: UnitMember) => {
    const status = member.status === "ASSIGNED" ? "UNASSIGNED" : "ASSIGNED";
    setStatus.mutate(
      { userId: member.user.id, status },
      {
        onSuccess: () =>
          toast(
            "success",
            t(status === "ASSIGNED" ? "members.assigned" : "members.unassigned", { name: member.user.name }),
            5000,
          ),
        onError: (error) => toast("failure", errorText(error, t("members.statusFailed")), 5000),
      },
    );
  };

  const onRemove = (member: UnitMember) =>
    confirmAction({
      title: t("members.removeTitle"),
      message: t("members.removeMessage", { name: member.user.name, unit: unit.name }),
      confirm: t("members.removeConfirm"),
      onConfirm: () =>
        remove.mutate(member.user.id, {
          onSuccess: () => toast("success", t("members.removed", { name: member.user.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("members.removeFailed")), 5000),
        }),
    });

  const busy = (member: UnitMember) =>
    (setStatus.isPending && setStatus.variables?.userId === member.user.id) ||
    (remove.isPending && remove.variables === member.user.id);

  return (
    <ObjectSection title={t("members.title")}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("members.summary", { count: unit.users.length, assigned })}
        </Text>
        {unit.status === "INACTIVATED" ? (
          <Text size="sm" c="dimmed">
            {t("members.inactive")}
          </Text>
        ) : full ? (
          <Text size="sm" c="orange.9">
            {t("members.full", { limit: UNIT_MEMBER_LIMIT })}
          </Text>
        ) : (
          <MemberPicker
            label={t("members.add")}
            placeholder={t("members.search")}
            nothingFound={t("members.nothingFound")}
            searching={t("members.searching")}
            useSearch={useSearch}
            excluded={unit.users.map((member) => member.user.id)}
            onAdd={onAdd}
          />
        )}
        {unit.users.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("members.empty")}
          </Text>
        ) : (
          <MembersTable members={unit.users} busy={busy} onToggle={onToggle} onRemove={onRemove} />
        )}
      </Stack>
    </ObjectSection>
  );
}
