import type { Invitation } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconMailForward, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useInvitationMutations, useInvitations } from "../api/invitations";
import type { Scope } from "../api/keys";
import { TypeBadge } from "./type-badge";

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
      {list.isPending ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton h={34} />
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t("invitations.failed")}</Alert>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("invitations.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} fz="sm" withTableBorder aria-label={t("invitations.tableLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("list.name")}</Table.Th>
                <Table.Th>{t("list.email")}</Table.Th>
                <Table.Th>{t("list.type")}</Table.Th>
                <Table.Th visibleFrom="md">{t("invitations.invitedBy")}</Table.Th>
                <Table.Th>{t("invitations.expires")}</Table.Th>
                <Table.Th w={90}>
                  <VisuallyHidden>{t("invitations.revokeTitle")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{invitation.email}</Table.Td>
                  <Table.Td>
                    <TypeBadge type={invitation.type} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">{invitation.invitedBy?.name ?? "–"}</Table.Td>
                  <Table.Td>
                    {invitation.expired ? (
                      <Badge color="orange" variant="light">
                        {t("invitations.expired")}
                      </Badge>
                    ) : (
                      formatDate(invitation.expiresAt)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t("invitations.resend", { email: invitation.email })}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t("invitations.resend", { email: invitation.email })}
                          loading={invite.isPending && invite.variables?.email === invitation.email}
                          onClick={() => resend(invitation)}
                        >
                          <IconMailForward size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t("invitations.revoke", { email: invitation.email })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("invitations.revoke", { email: invitation.email })}
                          onClick={() => setRevoking(invitation)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
