import type { KeypassSecret } from "@app/contract";
import { Alert, Button, Group, Modal, PasswordInput, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import {
  type SecretInput,
  useDeleteSecret,
  useRevealSecret,
  useReveals,
  useSaveSecret,
  useSecrets,
} from "../api/keypass";
import type { Scope } from "../api/keys";
import { SecretsTable } from "./secrets-table";
import { Section } from "./section";

function SecretForm({
  scope,
  publicationId,
  secret,
  onClose,
}: {
  scope: Scope;
  publicationId: string;
  secret: KeypassSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("publications");
  const save = useSaveSecret(scope, publicationId);
  const form = useForm<SecretInput>({
    initialValues: { label: secret?.label ?? "", username: secret?.username ?? "", secret: "" },
    validate: {
      label: (value) => (value.trim() ? null : t("keypass.labelRequired")),
      secret: (value) => (value ? null : t("keypass.secretRequired")),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { secretId: secret?.id, input: { ...values, label: values.label.trim(), username: values.username.trim() } },
          {
            onSuccess: () => {
              toast("success", t("keypass.saved"), 5000);
              onClose();
            },
            onError: () => toast("failure", t("keypass.saveFailed"), 5000),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t("keypass.label")}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps("label")}
        />
        <TextInput
          label={t("keypass.username")}
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label={secret ? t("keypass.newSecret") : t("keypass.secret")}
          required
          autoComplete="new-password"
          {...form.getInputProps("secret")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RevealLog({ scope, publicationId, secret }: { scope: Scope; publicationId: string; secret: KeypassSecret }) {
  const { t } = useTranslation("publications");
  const reveals = useReveals(scope, publicationId, secret.id);
  return (
    <QueryBoundary query={reveals} failed={t("keypass.logFailed")} empty={t("keypass.logEmpty")}>
      {(rows) => (
        <ListTable
          aria-label={t("keypass.logTitle", { label: secret.label })}
          records={rows}
          idAccessor={(reveal) => `${reveal.user?.id}-${reveal.revealedAt}`}
          columns={[
            { accessor: "user", title: t("keypass.revealedBy"), render: (reveal) => reveal.user?.name ?? "–" },
            {
              accessor: "revealedAt",
              title: t("keypass.revealedAt"),
              render: (reveal) => formatDateTime(reveal.revealedAt),
            },
          ]}
        />
      )}
    </QueryBoundary>
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
      <SecretsTable
        secrets={secrets.data}
        revealed={revealed}
        revealing={reveal.isPending ? reveal.variables : undefined}
        canEdit={canEdit}
        onReveal={show}
        onHide={(secret) => hide(secret.id)}
        onLog={setLog}
        onEdit={setEditing}
        onDelete={(secret) =>
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
      />
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
