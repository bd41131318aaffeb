import type { OrderStatus } from "@app/contract";
import { Alert, Divider, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../../components/object-section";
import { useSession } from "../../../../lib/session";
import { useOrderReport } from "../api/get-report";
import { ReportActions } from "./report-actions";
import { ReportForm } from "./report-form";
import { ReportSummary } from "./report-summary";

export interface OrderReportProps {
  companyId: string;
  publicationId: string;
  /** The member holds OrderReport (and is no guest): writes the report while in progress and mails it. */
  canReport: boolean;
  /** The order's status: the report is written while it is in progress. */
  status: OrderStatus;
}

/** An order's report: the form while it is in progress (for those who report), else what was reported. */
export function OrderReport({ companyId, publicationId, canReport, status }: OrderReportProps) {
  const { t } = useTranslation("orderReport");
  const { user } = useSession();
  const scope = { userId: user.id, companyId };
  const query = useOrderReport(scope, publicationId);
  if (query.isPending) return <Skeleton h={200} role="status" aria-busy="true" aria-label={t("loading")} />;
  if (query.isError) return <Alert color="red">{t("failed")}</Alert>;
  const report = query.data;
  const writing = canReport && status === "inProgress";
  return (
    <ObjectSection title={t("title")}>
      <Stack gap="md">
        {writing ? (
          // A new version (saved here or by someone else) starts the form afresh.
          <ReportForm key={report.version} scope={scope} report={report} />
        ) : report.version === 0 ? (
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
        ) : (
          <ReportSummary report={report} />
        )}
        {report.version > 0 && (
          <>
            <Divider />
            <ReportActions scope={scope} orderId={publicationId} canMail={canReport} />
          </>
        )}
      </Stack>
    </ObjectSection>
  );
}
