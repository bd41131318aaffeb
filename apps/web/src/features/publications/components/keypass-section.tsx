import type { KeypassSecret } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import {
  IconCheck,
  IconCopy,
  IconEye,
  IconEyeOff,
  IconHistory,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useDeleteSecret, useRevealSecret, useReveals, useSecrets } from "../api/keypass";
import type { Scope } from "../api/keys";
import { SecretForm } from "./secret-form";
import { Section } from "./section";

export const MASK = "••••••";

function RevealLog({ scope, publicationId, secret }: { scope: Scope; publicationId: string; secret: KeypassSecret }) {
  const { t } = useTranslation("publications");
  const reveals = useReveals(scope, publicationId, secret.id);
  if (reveals.isPending) return <Skeleton h={60} />;
  if (reveals.isError) return <Alert color="red">{t("keypass.logFailed")}</Alert>;
  if (reveals.data.length === 0) return <Text size="sm">{t("keypass.logEmpty")}</Text>;
  return (
    <Table fz="sm" aria-label={t("keypass.logTitle", { label: secret.label })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("keypass.revealedBy")}</Table.Th>
          <Table.Th>{t("keypass.revealedAt")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reveals.data.map((reveal) => (
          <Table.Tr key={`${reveal.user?.id}-${reveal.revealedAt}`}>
            <Table.Td>{reveal.user?.name ?? "–"}</Table.Td>
            <Table.Td>{formatDateTime(reveal.revealedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The secrets of a keypass object: masked until revealed (each reveal is recorded), with their log. */
export function KeypassSection({
  scope,
  publicationId,
  allowed,
  canEdit,
}: {
  scope: Scope;
  publicationId: string;
  /** The user has the Keypass permission (undefined while that is not known yet). */
  allowed: boolean | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation("publications");
  const secrets = useSecrets(scope, publicationId, allowed === true);
  const reveal = useRevealSecret(scope, publicationId);
  const remove = useDeleteSecret(scope, publicationId);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<KeypassSecret | "new" | null>(null);
  const [log, setLog] = useState<KeypassSecret | null>(null);

  const show = (secret: KeypassSecret) =>
    reveal.mutate(secret.id, {
      onSuccess: ({ secret: value }) => setRevealed((current) => ({ ...current, [secret.id]: value })),
      onError: () => toast("failure", t("keypass.revealFailed"), 5000),
    });
  const hide = (id: string) =>
    setRevealed((current) => {
      const { [id]: _gone, ...rest } = current;
      return rest;
    });

  const body = () => {
    if (allowed === undefined) return <Skeleton h={60} />;
    if (!allowed) return <Alert color="gray">{t("keypass.noPermission")}</Alert>;
    if (secrets.isPending) return <Skeleton h={60} />;
    if (secrets.isError) return <Alert color="red">{t("keypass.loadFailed")}</Alert>;
    if (secrets.data.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t("keypass.none")}
        </Text>
      );
    return (
      <Table.ScrollContainer minWidth={520}>
        <Table fz="sm" verticalSpacing={4} aria-label={t("keypass.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("keypass.label")}</Table.Th>
              <Table.Th>{t("keypass.username")}</Table.Th>
              <Table.Th>{t("keypass.secret")}</Table.Th>
              <Table.Th w={1}>{t("actions.label")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {secrets.data.map((secret) => {
              const value = revealed[secret.id];
              return (
                <Table.Tr key={secret.id}>
                  <Table.Td>{secret.label}</Table.Td>
                  <Table.Td>{secret.username || "–"}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Code aria-label={value === undefined ? t("keypass.hidden") : undefined}>{value ?? MASK}</Code>
                      {value === undefined ? (
                        <Tooltip label={t("keypass.reveal")}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            loading={reveal.isPending && reveal.variables === secret.id}
                            onClick={() => show(secret)}
                            aria-label={t("keypass.revealLabel", { label: secret.label })}
                          >
                            <IconEye size={14} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : (
                        <>
                          <Tooltip label={t("keypass.hide")}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="sm"
                              onClick={() => hide(secret.id)}
                              aria-label={t("keypass.hideLabel", { label: secret.label })}
                            >
                              <IconEyeOff size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <CopyButton value={value}>
                            {({ copied, copy }) => (
                              <ActionIcon
                                variant="subtle"
                                color={copied ? "teal" : "gray"}
                                size="sm"
                                onClick={copy}
                                aria-label={t("keypass.copyLabel", { label: secret.label })}
                              >
                                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                              </ActionIcon>
                            )}
                          </CopyButton>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        onClick={() => setLog(secret)}
                        aria-label={t("keypass.logLabel", { label: secret.label })}
                      >
                        <IconHistory size={14} aria-hidden />
                      </ActionIcon>
                      {canEdit && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            onClick={() => setEditing(secret)}
                            aria-label={t("keypass.editLabel", { label: secret.label })}
                          >
                            <IconPencil size={14} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="sm"
                            aria-label={t("keypass.deleteLabel", { label: secret.label })}
                            onClick={() =>
                              confirmAction({
                                title: t("keypass.deleteTitle"),
                                message: t("keypass.deleteConfirm", { label: secret.label }),
                                confirm: t("actions.delete"),
                                onConfirm: () =>
                                  remove.mutate(secret.id, {
                                    onSuccess: () => toast("success", t("keypass.deleted"), 5000),
                                    onError: () => toast("failure", t("keypass.deleteFailed"), 5000),
                                  }),
                              })
                            }
                          >
                            <IconTrash size={14} aria-hidden />
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Section
      title={t("keypass.title")}
      actions={
        allowed &&
        canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing("new")}
          >
            {t("keypass.add")}
          </Button>
        )
      }
    >
      {body()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("keypass.addTitle") : t("keypass.editTitle")}
      >
        {editing !== null && (
          <SecretForm
            scope={scope}
            publicationId={publicationId}
            secret={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={log !== null}
        onClose={() => setLog(null)}
        title={log ? t("keypass.logTitle", { label: log.label }) : ""}
      >
        {log && <RevealLog scope={scope} publicationId={publicationId} secret={log} />}
      </Modal>
    </Section>
  );
}
