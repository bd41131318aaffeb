import type { EsignRequest } from "@app/contract";
import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { formatDate } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { usePermissions } from "../../../lib/permissions";
import { useRouteCompany } from "../../../lib/route-company";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { downloadEsignPdf, useActOnEsign } from "../api/act-on-esign";
import { useEsign } from "../api/get-esign";
import { useEsignDocument } from "../api/get-esign-document";
import { publicationPath, type Scope } from "../api/keys";
import { EsignDocument } from "../components/esign-document";
import { EsignEvents } from "../components/esign-events";
import { EsignSigners } from "../components/esign-signers";
import { RequestActions } from "../components/request-actions";
import { SignPanel } from "../components/sign-panel";
import { StatusBadge } from "../components/status-badge";
import { useEsignUpdates } from "../use-esign-updates";

/** /companies/{companyId}/e-signs/{esignId}: one request; the member asked signs or declines here. */
export function EsignRequestPage() {
  const { esignId } = useParams();
  const { company, scope } = useRouteCompany();
  if (!company || !scope || !esignId) return <Navigate replace to="/404" />;
  if (company.features.denyLoginOnWeb) return <Navigate replace to="/403" />;
  return <RequestView key={esignId} scope={scope} esignId={esignId} />;
}

function RequestView({ scope, esignId }: { scope: Scope; esignId: string }) {
  const { t } = useTranslation("esign");
  const request = useEsign(scope, esignId);
  useEsignUpdates(scope);
  return (
    <QueryBoundary query={request} failed={t("detail.failed")} loadingLabel={t("detail.loading")}>
      {(data) => <RequestBody scope={scope} request={data} />}
    </QueryBoundary>
  );
}

function RequestBody({ scope, request }: { scope: Scope; request: EsignRequest }) {
  const { t } = useTranslation("esign");
  const { user } = useSession();
  const permissions = usePermissions(scope.companyId);
  const act = useActOnEsign(scope, request.id);
  const pdf = useEsignDocument(scope, request.id);
  const me = request.signers.find((s) => s.userId === user.id && s.status === "asked" && s.role !== "viewer");
  const manages = request.sharedBy.email === user.email || permissions.has("Esign");
  const failed = (error: unknown) => toast("failure", errorText(error, t("errors.failed")), 5000);

  return (
    <Stack gap="md">
      <div>
        <BackLink to={publicationPath(scope.companyId, request.publication.id)} label={request.publication.name} />
        <PageTitle
          title={request.document.name}
          description={
            <Group gap="xs" component="span">
              <StatusBadge request={request} />
              <Text span size="sm" c="dimmed">
                {t("detail.deadline", { date: formatDate(request.deadline) })} · {t(`order.${request.order}`)}
              </Text>
            </Group>
          }
          actions={
            permissions.loading ? (
              <Skeleton h={30} w={200} />
            ) : (
              <RequestActions scope={scope} request={request} manages={manages} />
            )
          }
        />
        {request.message && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {request.message}
          </Text>
        )}
      </div>
      <EsignDocument
        query={pdf}
        onDownload={() =>
          downloadEsignPdf(scope.companyId, request.id, "document", request.document.name).catch(() =>
            toast("failure", t("errors.download"), 5000),
          )
        }
      />
      {me && request.status === "active" && (
        <SignPanel
          defaultName={me.name}
          pending={act.isPending}
          onSign={(body) =>
            act.mutate(
              { action: "sign", body },
              { onSuccess: () => toast("success", t("sign.signed"), 5000), onError: failed },
            )
          }
          onDecline={(reason) =>
            act.mutate(
              { action: "decline", body: { reason } },
              { onSuccess: () => toast("success", t("sign.declined"), 5000), onError: failed },
            )
          }
        />
      )}
      <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="esign-signers-title">
        <Title order={2} fz="h5" mb="sm" id="esign-signers-title">
          {t("detail.signers")}
        </Title>
        <EsignSigners signers={request.signers} />
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="esign-events-title">
        <Title order={2} fz="h5" mb="sm" id="esign-events-title">
          {t("detail.events")}
        </Title>
        <EsignEvents events={request.events} />
      </Paper>
    </Stack>
  );
}
