import type { KeypassSecret } from "@app/contract";
import { ActionIcon, Code, CopyButton, Group } from "@mantine/core";
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowAction, RowActions } from "../../../components/row-actions";

export const MASK = "••••••";

interface SecretsTableProps {
  secrets: KeypassSecret[];
  /** The values revealed so far, by secret id. */
  revealed: Record<string, string>;
  /** The secret whose value is being fetched, if any. */
  revealing: string | undefined;
  canEdit: boolean;
  onReveal: (secret: KeypassSecret) => void;
  onHide: (secret: KeypassSecret) => void;
  onLog: (secret: KeypassSecret) => void;
  onEdit: (secret: KeypassSecret) => void;
  onDelete: (secret: KeypassSecret) => void;
}

function RevealedActions({ secret, value, onHide }: { secret: KeypassSecret; value: string; onHide: () => void }) {
  const { t } = useTranslation("publications");
  return (
    <>
      <LazyTooltip label={t("keypass.hide")}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={onHide}
          aria-label={t("keypass.hideLabel", { label: secret.label })}
        >
          <IconEyeOff size={14} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
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
  );
}

/** The masked value until revealed; then hide and copy. */
function SecretValue({
  secret,
  value,
  revealing,
  onReveal,
  onHide,
}: {
  secret: KeypassSecret;
  value: string | undefined;
  revealing: boolean;
  onReveal: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation("publications");
  return (
    <Group gap={4} wrap="nowrap">
      <Code aria-label={value === undefined ? t("keypass.hidden") : undefined}>{value ?? MASK}</Code>
      {value === undefined ? (
        <LazyTooltip label={t("keypass.reveal")}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            loading={revealing}
            onClick={onReveal}
            aria-label={t("keypass.revealLabel", { label: secret.label })}
          >
            <IconEye size={14} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <RevealedActions secret={secret} value={value} onHide={onHide} />
      )}
    </Group>
  );
}

/** The secrets of a keypass object: label, user name, the masked value, and the reveal log, edit and delete. */
export function SecretsTable({ secrets, revealed, revealing, canEdit, ...on }: SecretsTableProps) {
  const { t } = useTranslation("publications");
  return (
    <ListTable<KeypassSecret>
      aria-label={t("keypass.title")}
      records={secrets}
      columns={[
        { accessor: "label", title: t("keypass.label") },
        { accessor: "username", title: t("keypass.username"), render: (secret) => secret.username || "–" },
        {
          accessor: "secret",
          title: t("keypass.secret"),
          render: (secret) => (
            <SecretValue
              secret={secret}
              value={revealed[secret.id]}
              revealing={revealing === secret.id}
              onReveal={() => on.onReveal(secret)}
              onHide={() => on.onHide(secret)}
            />
          ),
        },
        {
          accessor: "actions",
          title: t("actions.label"),
          width: 1,
          render: (secret) => (
            <RowActions>
              <RowAction
                icon={IconHistory}
                label={t("keypass.logLabel", { label: secret.label })}
                onClick={() => on.onLog(secret)}
              />
              {canEdit && (
                <>
                  <EditAction
                    label={t("keypass.editLabel", { label: secret.label })}
                    onClick={() => on.onEdit(secret)}
                  />
                  <DeleteAction
                    label={t("keypass.deleteLabel", { label: secret.label })}
                    onClick={() => on.onDelete(secret)}
                  />
                </>
              )}
            </RowActions>
          ),
        },
      ]}
    />
  );
}
