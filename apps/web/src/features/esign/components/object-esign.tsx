import type { EsignObjectRequest } from "@app/contract";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { formatDate } from "../../../lib/dates";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useObjectEsigns } from "../api/get-object-esigns";
import { esignPath } from "../api/keys";
import { useEsignScope } from "../use-esign-scope";
import { useEsignUpdates } from "../use-esign-updates";
import { StatusBadge } from "./status-badge";

const RequestSignaturesModal = lazyModal(() =>
  import("./request-signatures-modal").then((module) => module.RequestSignaturesModal),
);

/**
 * The object page's e-sign part: the object's requests the member may see, each opening the
 * request page, and "Request signatures" with CertifyDocument (as the e-sign list). Shows nothing
 * where the company lacks the esign feature.
 */
export function ObjectEsign({ companyId, publicationId }: { companyId: string; publicationId: string }) {
  const { t } = useTranslation("esign");
  const permissions = usePermissions(companyId);
  const scope = useEsignScope(companyId);
  const requests = useObjectEsigns(scope, publicationId);
  useEsignUpdates(scope);
  const [requesting, setRequesting] = useState(false);

  if (!scope) return null;
  const certifies = permissions.has("CertifyDocument");

  return (
    <ObjectSection
      title={t("object.title")}
      actions={
        certifies && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSignature size={14} aria-hidden />}
            onPointerEnter={RequestSignaturesModal.preload}
            onFocus={RequestSignaturesModal.preload}
            onClick={() => setRequesting(true)}
          >
            {t("request.open")}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {certifies && (
          <Text size="sm" c="dimmed">
            {t("object.hint")}{" "}
            <Anchor component={Link} to="/list/esign" fz="sm" underline="always">
              {t("object.list")}
            </Anchor>
          </Text>
        )}
        <QueryBoundary query={requests} failed={t("list.failed")} placeholders={2} empty={t("object.empty")}>
          {(rows) => (
            <ListTable<EsignObjectRequest>
              aria-label={t("object.title")}
              records={rows}
              columns={[
                {
                  accessor: "document",
                  title: t("object.document"),
                  render: (request) => (
                    <Anchor component={Link} to={esignPath(companyId, request.id)} fz="sm">
                      {request.document.name}
                    </Anchor>
                  ),
                },
                {
                  accessor: "status",
                  title: t("filters.status"),
                  render: (request) => <StatusBadge request={request} />,
                },
                {
                  accessor: "deadline",
                  title: t("columns.deadline"),
                  render: (request) => formatDate(request.deadline),
                },
                {
                  accessor: "signers",
                  title: t("detail.signers"),
                  visibleFrom: "xs",
                  render: (request) => (
                    <Stack gap={2}>
                      {request.signers.map((signer) => (
                        <Text key={signer.id} size="sm">
                          {t("object.signer", { name: signer.name, state: t(`signerStatus.${signer.status}`) })}
                        </Text>
                      ))}
                    </Stack>
                  ),
                },
              ]}
            />
          )}
        </QueryBoundary>
      </Stack>
      {certifies && (
        <RequestSignaturesModal
          scope={scope}
          publicationId={publicationId}
          opened={requesting}
          onClose={() => setRequesting(false)}
        />
      )}
    </ObjectSection>
  );
}
