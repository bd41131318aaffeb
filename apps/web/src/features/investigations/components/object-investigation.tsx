import type { Investigation } from "@app/contract";
import { Button, Divider, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { downloadReport } from "../api/download-report";
import { useInvestigation } from "../api/get-investigation";
import type { Scope } from "../api/keys";
import { AnswerSections } from "./answer-sections";
import { InvestigationStatus } from "./investigation-status";
import { InvestigatorsSection } from "./investigators-section";

interface Props {
  scope: Scope;
  publicationId: string;
  publicationName: string;
  /** May edit the object: start and close, answer, and choose the investigators. */
  canEdit: boolean;
  /** An archived object is read-only, to its investigators too. */
  archived: boolean;
}

/**
 * The object page's investigation part (objects of type investigation, in companies with the
 * investigation feature): status, the questions answered as they are typed, the report, and the
 * investigators. Investigators answer too; a closed investigation is read-only (its investigators too).
 */
export function ObjectInvestigation(props: Props) {
  const { t } = useTranslation("investigations");
  const { companies } = useSession();
  const company = companies.find((c) => c.id === props.scope.companyId);
  const enabled = Boolean(company?.enabledFeatures.investigation);
  const investigation = useInvestigation(props.scope, props.publicationId, enabled);
  if (!enabled) return null;

  return (
    <Stack gap="md">
      <ObjectSection title={t("object.title")} actions={<ReportButton {...props} />}>
        <QueryBoundary query={investigation} failed={t("object.failed")} loadingLabel={t("object.loading")}>
          {(data) => <InvestigationBody {...props} investigation={data} />}
        </QueryBoundary>
      </ObjectSection>
      <InvestigatorsSection
        scope={props.scope}
        publicationId={props.publicationId}
        canEdit={props.canEdit && investigation.data?.status !== "closed"}
      />
    </Stack>
  );
}

function InvestigationBody({
  scope,
  publicationId,
  canEdit,
  archived,
  investigation,
}: Props & { investigation: Investigation }) {
  const investigator = investigation.investigators.some((i) => i.user.id === scope.userId);
  const closed = investigation.status === "closed";
  return (
    <Stack gap="md">
      <InvestigationStatus
        scope={scope}
        publicationId={publicationId}
        investigation={investigation}
        canChange={canEdit}
      />
      <Divider />
      <AnswerSections
        scope={scope}
        publicationId={publicationId}
        sections={investigation.sections}
        readOnly={closed || archived || !(canEdit || investigator)}
      />
    </Stack>
  );
}

function ReportButton({ scope, publicationId, publicationName }: Props) {
  const { t } = useTranslation("investigations");
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    downloadReport(scope.companyId, publicationId, t("object.reportFile", { name: publicationName }))
      .catch(() => toast("failure", t("object.reportFailed"), 5000))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={onClick}
    >
      {t("object.report")}
    </Button>
  );
}
