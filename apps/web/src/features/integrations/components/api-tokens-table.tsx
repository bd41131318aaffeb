import { type ApiToken, permissionLabel } from "@app/contract";
import { Badge, Button, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { ListTable } from "../../../components/list-table";
import { formatDate, formatDateTime } from "../../../lib/dates";

/** The name; a token is refused (403 TOKEN_SUSPENDED) while its creator is blocked or no longer a member. */
function TokenName({ token }: { token: ApiToken }) {
  const { t } = useTranslation("integrations");
  return (
    <Text component="div" size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
      {token.name}{" "}
      {token.suspended && (
        <LazyTooltip label={t("apiTokens.suspendedHint")} multiline w={260}>
          <Badge color="orange" variant="light" tabIndex={0}>
            {t("apiTokens.suspended")}
          </Badge>
        </LazyTooltip>
      )}
    </Text>
  );
}

function TokenPermissions({ token }: { token: ApiToken }) {
  const { t, i18n } = useTranslation("integrations");
  const labelLanguage = i18n.language.startsWith("en") ? "en" : "se";
  if (token.permissions.length === 0) {
    return (
      <Badge variant="light" color="gray">
        {t("apiTokens.noPermissions")}
      </Badge>
    );
  }
  return (
    <LazyTooltip
      label={token.permissions.map((p) => permissionLabel(p, labelLanguage)).join(", ")}
      multiline
      w={320}
      withArrow
    >
      <Badge variant="light" tabIndex={0}>
        {t("apiTokens.permissionCount", { count: token.permissions.length })}
      </Badge>
    </LazyTooltip>
  );
}

function RevokeButton({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation("integrations");
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconTrash size={14} color="var(--mantine-color-red-9)" aria-hidden />}
      aria-label={t("apiTokens.revoke", { name: token.name })}
      onClick={() => onRevoke(token)}
    >
      {t("apiTokens.revokeShort")}
    </Button>
  );
}

/** The company's API tokens: what each may do, who made it, when it was last used, and revoke. */
export function ApiTokensTable({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation("integrations");
  return (
    <ListTable<ApiToken>
      aria-label={t("apiTokens.title")}
      records={tokens}
      columns={[
        { accessor: "name", title: t("apiTokens.columns.name"), render: (token) => <TokenName token={token} /> },
        {
          accessor: "permissions",
          title: t("apiTokens.columns.permissions"),
          width: 170,
          render: (token) => <TokenPermissions token={token} />,
        },
        {
          accessor: "createdAt",
          title: t("apiTokens.columns.created"),
          visibleFrom: "sm",
          render: (token) =>
            token.createdBy
              ? t("apiTokens.createdBy", { date: formatDate(token.createdAt), name: token.createdBy.name })
              : formatDate(token.createdAt),
        },
        {
          accessor: "lastUsedAt",
          title: t("apiTokens.columns.lastUsed"),
          width: 170,
          customCellAttributes: () => ({ "data-testid": "last-used" }),
          render: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t("apiTokens.never")),
        },
        {
          accessor: "actions",
          title: t("apiTokens.columns.actions"),
          width: 130,
          render: (token) => <RevokeButton token={token} onRevoke={onRevoke} />,
        },
      ]}
    />
  );
}
