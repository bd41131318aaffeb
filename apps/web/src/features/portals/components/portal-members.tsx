import type { CompanyUser, GroupMember, Group as Portal } from "@app/contract";
import { Badge } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal";
import { ListTable } from "../../../components/list-table";
import { QueryBoundary } from "../../../components/query-boundary";
import { DeleteAction } from "../../../components/row-actions";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useMemberSearch, usePortalMemberMutations, usePortalMembers } from "../api/members";
import { failureText, Section } from "./portal-section";
import { SearchPicker } from "./search-picker";

function MembersTable({ members, onRemove }: { members: GroupMember[]; onRemove: (member: GroupMember) => void }) {
  const { t } = useTranslation("portals");
  return (
    <ListTable<GroupMember>
      aria-label={t("detail.membersTitle")}
      records={members}
      columns={[
        { accessor: "name", title: t("fields.name") },
        {
          accessor: "email",
          title: t("fields.email"),
          visibleFrom: "sm",
          cellsStyle: () => ({ overflowWrap: "anywhere" }),
        },
        {
          accessor: "type",
          title: t("fields.type"),
          width: 180,
          render: (member) => (
            <Badge variant="light" color={member.type === "GUEST" ? "grape" : "blue"}>
              {t(`type.${member.type}`)}
            </Badge>
          ),
        },
        {
          accessor: "actions",
          title: t("fields.actions"),
          width: 90,
          render: (member) => (
            <DeleteAction label={t("detail.removeMember", { name: member.name })} onClick={() => onRemove(member)} />
          ),
        },
      ]}
    />
  );
}

/** The portal's members: add by searching the company's users, remove after confirming. */
export function PortalMembers({ scope, portal }: { scope: Scope; portal: Portal }) {
  const { t } = useTranslation("portals");
  const members = usePortalMembers(scope, portal.id);
  const { add, remove } = usePortalMemberMutations(scope, portal.id);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const useSearchMembers = (q: string, enabled: boolean) => useMemberSearch(scope, q, enabled);

  const onPick = (user: CompanyUser) =>
    add.mutate(user.id, {
      onSuccess: () => toast("success", t("toast.memberAdded", { name: user.name }), 5000),
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast("success", t("toast.memberRemoved", { name: removing.name }), 5000);
        setRemoving(null);
      },
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  };

  return (
    <Section title={t("detail.membersTitle")} hint={t("detail.membersHint")}>
      <SearchPicker<CompanyUser>
        label={t("detail.addMember")}
        placeholder={t("detail.memberSearchPlaceholder")}
        useSearch={useSearchMembers}
        optionLabel={(u) => u.name}
        optionDetail={(u) => (memberIds.has(u.id) ? t("detail.alreadyHere") : `${u.email} · ${t(`type.${u.type}`)}`)}
        isDisabled={(u) => memberIds.has(u.id)}
        onPick={onPick}
        disabled={add.isPending}
      />
      <QueryBoundary query={members} failed={t("detail.membersFailed")} empty={t("detail.noMembers")}>
        {(rows) => <MembersTable members={rows} onRemove={setRemoving} />}
      </QueryBoundary>
      <ConfirmModal
        opened={removing !== null}
        title={t("confirm.removeMemberTitle")}
        message={t("confirm.removeMemberMessage", { name: removing?.name ?? "", portal: portal.name })}
        confirmLabel={t("confirm.remove")}
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
