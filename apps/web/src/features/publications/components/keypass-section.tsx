import type { KeypassSecret } from "@app/contract";
import { Alert, Button, Modal, Skeleton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useDeleteSecret, useRevealSecret, useReveals, useSecrets } from "../api/keypass";
import type { Scope } from "../api/keys";
import { SecretForm } from "./secret-form";
import { SecretsTable } from "./secrets-table";

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

  return (
    <ObjectSection
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
      {allowed === undefined && <Skeleton h={60} />}
      {allowed === false && <Alert color="gray">{t("keypass.noPermission")}</Alert>}
      {allowed && (
        <QueryBoundary query={secrets} failed={t("keypass.loadFailed")} empty={t("keypass.none")}>
          {(rows) => (
            <SecretsTable
              secrets={rows}
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
          )}
        </QueryBoundary>
      )}
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
    </ObjectSection>
  );
}
