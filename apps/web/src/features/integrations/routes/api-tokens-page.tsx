import { type ApiToken, type Company, type CreatedApiToken, ErrorCode } from "@app/contract";
import { Button } from "@mantine/core";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { ApiError } from "../../../lib/api-client";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useApiTokenMutations, useApiTokens } from "../api/api-tokens";
import type { Scope } from "../api/keys";
import { AdminFrame } from "../components/admin-frame";
import { ApiTokensTable } from "../components/api-tokens-table";
import type { TokenValues } from "../components/create-token-modal";
import { RegisteredApps } from "../components/registered-apps";
import { TokenCreatedModal } from "../components/token-created-modal";

const CreateTokenModal = lazyModal(() =>
  import("../components/create-token-modal").then((module) => module.CreateTokenModal),
);

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
  const { t } = useTranslation("integrations");
  const list = useApiTokens(scope);
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

  const newButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onPointerEnter={CreateTokenModal.preload}
      onFocus={CreateTokenModal.preload}
      onClick={() => setCreating(true)}
    >
      {t("apiTokens.create")}
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
      <QueryBoundary
        query={list}
        failed={t("apiTokens.failed")}
        empty={{
          icon: <IconKey aria-hidden />,
          title: t("apiTokens.empty"),
          description: t("apiTokens.emptyHint"),
          action: newButton,
        }}
      >
        {(tokens) => <ApiTokensTable tokens={tokens} onRevoke={setRevoking} />}
      </QueryBoundary>
      <RegisteredApps scope={scope} />
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
