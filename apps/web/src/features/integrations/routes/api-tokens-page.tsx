import { type ApiToken, type Company, type CreatedApiToken, ErrorCode, permissionLabel } from "@app/contract";
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconKey, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { ApiError } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useApiTokenMutations, useApiTokens, useApps } from "../api/api-tokens";
import type { Scope } from "../api/keys";
import { AdminFrame } from "../components/admin-frame";
import { CreateTokenModal, type TokenValues } from "../components/create-token-modal";
import { TokenCreatedModal } from "../components/token-created-modal";

/** /settings/api-tokens: the company's tokens for integrations, for account administrators. */
export function ApiTokensPage() {
  const { t } = useTranslation("integrations");
  return (
    <AdminFrame title={t("apiTokens.title")}>
      {({ company, scope }) => <ApiTokensManager key={company.id} scope={scope} company={company} />}
    </AdminFrame>
  );
}

function ApiTokensManager({ scope, company }: { scope: Scope; company: Company }) {
  const { t, i18n } = useTranslation("integrations");
  const labelLanguage = i18n.language.startsWith("en") ? "en" : "se";
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const list = useApiTokens(scope);
  const apps = useApps(scope);
  const { create, revoke } = useApiTokenMutations(scope);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const onCreate = async (values: TokenValues) => {
    const token = await create.mutateAsync(values);
    setCreating(false);
    setCreated(token);
  };

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast("success", t("apiTokens.toast.revoked"), 5000);
        setRevoking(null);
      },
      onError: (failure) =>
        toast(
          "failure",
          failure instanceof ApiError && failure.code === ErrorCode.TargetHoldsMore
            ? t("apiTokens.toast.revokeHoldsMore")
            : t("apiTokens.toast.revokeFailed"),
          5000,
        ),
    });
  };

  // Refused (403 TOKEN_SUSPENDED) while its creator is blocked or no longer a member.
  const suspendedBadge = (token: ApiToken) =>
    token.suspended && (
      <Tooltip label={t("apiTokens.suspendedHint")} multiline w={260}>
        <Badge color="orange" variant="light" tabIndex={0}>
          {t("apiTokens.suspended")}
        </Badge>
      </Tooltip>
    );

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t("apiTokens.create")}
    </Button>
  );
  const permissions = (token: ApiToken) =>
    token.permissions.length === 0 ? (
      <Badge variant="light" color="gray">
        {t("apiTokens.noPermissions")}
      </Badge>
    ) : (
      <Tooltip
        label={token.permissions.map((p) => permissionLabel(p, labelLanguage)).join(", ")}
        multiline
        w={320}
        withArrow
      >
        <Badge variant="light" tabIndex={0}>
          {t("apiTokens.permissionCount", { count: token.permissions.length })}
        </Badge>
      </Tooltip>
    );
  const createdText = (token: ApiToken) =>
    token.createdBy
      ? t("apiTokens.createdBy", { date: formatDate(token.createdAt), name: token.createdBy.name })
      : formatDate(token.createdAt);
  const lastUsed = (token: ApiToken) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t("apiTokens.never"));
  const revokeButton = (token: ApiToken) => (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconTrash size={14} color="var(--mantine-color-red-9)" aria-hidden />}
      aria-label={t("apiTokens.revoke", { name: token.name })}
      onClick={() => setRevoking(token)}
    >
      {t("apiTokens.revokeShort")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("apiTokens.title")}
        description={t("apiTokens.description", { company: company.name })}
        actions={newButton}
      />
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t("apiTokens.failed")}</Alert>
      ) : list.data.length === 0 ? (
        <EmptyState
          mt="xl"
          icon={<IconKey aria-hidden />}
          title={t("apiTokens.empty")}
          description={t("apiTokens.emptyHint")}
        >
          {newButton}
        </EmptyState>
      ) : phone ? (
        // A phone gets one card per row; wider screens the table.
        <Stack gap="xs">
          {list.data.map((token) => (
            <Paper key={token.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                  {token.name} {suspendedBadge(token)}
                </Text>
                <div style={{ flexShrink: 0 }}>{permissions(token)}</div>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {t("apiTokens.columns.created")}: {createdText(token)}
              </Text>
              <Text size="xs" c="dimmed">
                {t("apiTokens.columns.lastUsed")}: {lastUsed(token)}
              </Text>
              <Group justify="flex-end" mt="xs">
                {revokeButton(token)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("apiTokens.columns.name")}</Table.Th>
                <Table.Th w={170}>{t("apiTokens.columns.permissions")}</Table.Th>
                <Table.Th>{t("apiTokens.columns.created")}</Table.Th>
                <Table.Th w={170}>{t("apiTokens.columns.lastUsed")}</Table.Th>
                <Table.Th w={130}>{t("apiTokens.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    <Text size="sm" fw={500}>
                      {token.name} {suspendedBadge(token)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{permissions(token)}</Table.Td>
                  <Table.Td>{createdText(token)}</Table.Td>
                  <Table.Td data-testid="last-used">{lastUsed(token)}</Table.Td>
                  <Table.Td>{revokeButton(token)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {apps.data && apps.data.length > 0 && (
        <Paper withBorder p="md" radius="md" mt="xl">
          <Title order={2} fz="md">
            {t("apiTokens.apps.title")}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t("apiTokens.apps.description")}
          </Text>
          <List size="sm">
            {apps.data.map((app) => (
              <List.Item key={app.appId}>
                {app.name}{" "}
                <Text span c="dimmed" ff="monospace" size="xs">
                  ({app.appId})
                </Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
      <CreateTokenModal
        opened={creating}
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onCreate={onCreate}
      />
      <TokenCreatedModal created={created} onClose={() => setCreated(null)} />
      <ConfirmModal
        opened={revoking !== null}
        title={t("apiTokens.revokeConfirm.title")}
        message={revoking ? t("apiTokens.revokeConfirm.message", { name: revoking.name }) : ""}
        confirmLabel={t("apiTokens.revokeConfirm.confirm")}
        busy={revoke.isPending}
        onConfirm={onRevoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
