import type { Invitation } from "@app/contract";
import { Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal";
import { QueryBoundary } from "../../../components/query-boundary";
import { toast } from "../../../lib/toast";
import { useInvitationMutations, useInvitations } from "../api/invitations";
import type { Scope } from "../api/keys";
import { InvitationsTable } from "./invitations-table";

/** The company's pending invitations: send again (a new link) or revoke (after confirming). */
export function InvitationsList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("usersAdmin");
  const list = useInvitations(scope);
  const { invite, revoke } = useInvitationMutations(scope);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const resend = (invitation: Invitation) =>
    invite.mutate(
      { email: invitation.email, name: invitation.name, type: invitation.type },
      {
        onSuccess: () => toast("success", t("invitations.resent", { email: invitation.email }), 5000),
        onError: () => toast("failure", t("invite.failed"), 5000),
      },
    );

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast("success", t("invitations.revoked"), 5000);
        setRevoking(null);
      },
      onError: () => toast("failure", t("invitations.revokeFailed"), 5000),
    });
  };

  return (
    <section aria-labelledby="pending-invitations">
      <Title order={2} fz="h5" id="pending-invitations" mb="xs">
        {t("invitations.title")}
      </Title>
      <QueryBoundary query={list} failed={t("invitations.failed")} placeholders={1} empty={t("invitations.empty")}>
        {(invitations) => (
          <InvitationsTable
            invitations={invitations}
            resending={invite.isPending ? invite.variables?.email : undefined}
            onResend={resend}
            onRevoke={setRevoking}
          />
        )}
      </QueryBoundary>
      <ConfirmModal
        opened={revoking !== null}
        title={t("invitations.revokeTitle")}
        message={t("invitations.revokeMessage", { email: revoking?.email ?? "" })}
        confirmLabel={t("invitations.revokeConfirm")}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
