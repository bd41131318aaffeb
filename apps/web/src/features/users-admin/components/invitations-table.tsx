import type { Invitation } from "@app/contract";
import { Badge, VisuallyHidden } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, RowAction, RowActions } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { TypeBadge } from "./type-badge";

/** The pending invitations; each can be sent again (`resending` shows progress on its row) or revoked. */
export function InvitationsTable({
  invitations,
  resending,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  /** The address being invited again, if any. */
  resending: string | undefined;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation("usersAdmin");
  return (
    <ListTable<Invitation>
      aria-label={t("invitations.tableLabel")}
      records={invitations}
      columns={[
        { accessor: "name", title: t("list.name") },
        { accessor: "email", title: t("list.email"), cellsStyle: () => ({ overflowWrap: "anywhere" }) },
        { accessor: "type", title: t("list.type"), render: (invitation) => <TypeBadge type={invitation.type} /> },
        {
          accessor: "invitedBy",
          title: t("invitations.invitedBy"),
          visibleFrom: "md",
          render: (invitation) => invitation.invitedBy?.name ?? "–",
        },
        {
          accessor: "expiresAt",
          title: t("invitations.expires"),
          render: (invitation) =>
            invitation.expired ? (
              <Badge color="orange" variant="light">
                {t("invitations.expired")}
              </Badge>
            ) : (
              formatDate(invitation.expiresAt)
            ),
        },
        {
          accessor: "actions",
          title: <VisuallyHidden>{t("invitations.revokeTitle")}</VisuallyHidden>,
          width: 90,
          render: (invitation) => (
            <RowActions>
              <RowAction
                icon={IconMailForward}
                tooltip
                label={t("invitations.resend", { email: invitation.email })}
                loading={resending === invitation.email}
                onClick={() => onResend(invitation)}
              />
              <DeleteAction
                tooltip
                label={t("invitations.revoke", { email: invitation.email })}
                onClick={() => onRevoke(invitation)}
              />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
