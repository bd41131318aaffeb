import { ErrorCode, type EsignLink } from "@app/contract";
import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PublicFrame } from "../../../components/public-frame";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { downloadLinkPdf, useActOnLink } from "../api/act-on-link";
import { useLink } from "../api/get-link";
import { useLinkDocument } from "../api/get-link-document";
import { CodeStep } from "../components/code-step";
import { EsignDocument } from "../components/esign-document";
import { LinkMessage, linkEnd } from "../components/link-message";
import { SignPanel } from "../components/sign-panel";

function Frame({ children }: { children: ReactNode }) {
  return (
    <PublicFrame size="sm">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        {children}
      </Paper>
    </PublicFrame>
  );
}

/** /e-sign/{companyId}/{token}: an outside person's signing link, without an account, phone first. */
export function SignLinkPage() {
  const { t } = useTranslation("esign");
  const { companyId = "", token = "" } = useParams();
  const link = useLink(companyId, token);

  if (link.isPending) {
    return (
      <Frame>
        <Stack role="status" aria-busy="true" aria-label={t("link.loading")}>
          <Skeleton h={32} w="60%" />
          <Skeleton h={120} />
        </Stack>
      </Frame>
    );
  }
  if (link.isError) {
    const unknown = link.error instanceof ApiError && link.error.code === ErrorCode.NotFound;
    return <Frame>{unknown ? <LinkMessage end="unknown" /> : <Text>{t("link.failed")}</Text>}</Frame>;
  }
  const end = linkEnd(link.data);
  return (
    <Frame>{end ? <LinkMessage end={end} /> : <OpenLink companyId={companyId} token={token} link={link.data} />}</Frame>
  );
}

/** The PDF, read only once the emailed code was confirmed (before, the server answers 403 ESIGN_CODE_REQUIRED). */
function LinkDocument({ companyId, token, name }: { companyId: string; token: string; name: string }) {
  const { t } = useTranslation("esign");
  const pdf = useLinkDocument(companyId, token);
  return (
    <EsignDocument
      query={pdf}
      onDownload={() =>
        downloadLinkPdf(companyId, token, name).catch(() => toast("failure", t("errors.download"), 6000))
      }
    />
  );
}

function OpenLink({ companyId, token, link }: { companyId: string; token: string; link: EsignLink }) {
  const { t } = useTranslation("esign");
  const act = useActOnLink(companyId, token);
  const failed = (error: unknown) =>
    toast("failure", errorText(error, t("errors.failed"), { [ErrorCode.RateLimited]: t("errors.tooSoon") }), 6000);

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t("link.from", { name: link.requester.name, company: link.company.name })}
        </Text>
        <Title order={1} fz="h3" style={{ overflowWrap: "anywhere" }}>
          {link.document.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t("detail.deadline", { date: formatDate(link.deadline) })}
        </Text>
      </div>
      {link.message && <Text style={{ whiteSpace: "pre-wrap" }}>{link.message}</Text>}
      {link.verified ? (
        <>
          <LinkDocument companyId={companyId} token={token} name={link.document.name} />
          {link.signer.role === "viewer" ? (
            <Text size="sm">{t("link.viewerOnly")}</Text>
          ) : (
            <SignPanel
              defaultName={link.signer.name}
              pending={act.isPending}
              onSign={(body) => act.mutate({ action: "sign", body }, { onError: failed })}
              onDecline={(reason) => act.mutate({ action: "decline", body: { reason } }, { onError: failed })}
            />
          )}
        </>
      ) : (
        <CodeStep
          email={link.signer.email}
          pending={act.isPending}
          onRequest={() =>
            act.mutateAsync({ action: "code" }).then(
              () => true,
              (error: unknown) => {
                failed(error);
                return false;
              },
            )
          }
          onVerify={(code) => act.mutate({ action: "verify", body: { code } }, { onError: failed })}
        />
      )}
    </Stack>
  );
}
