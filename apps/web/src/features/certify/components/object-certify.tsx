import { Button, Stack, Text } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import { useObjectFlows } from "../api/get-object-flows";
import { useFlowUpdates } from "../use-flow-updates";
import { FlowCard } from "./flow-card";

const loadStartModal = () => import("./start-flow-modal");
const StartFlowModal = lazy(() => loadStartModal().then((module) => ({ default: module.StartFlowModal })));

interface Props {
  companyId: string;
  publicationId: string;
  publicationName: string;
  /** The object's version: the flows are read again when it changes (an approval may have become outdated). */
  version: number;
}

/**
 * The object page's approval part: the object's flows, newest first, with Approve, Reject and
 * Cancel where the member may; "Ask for approval" with CertifyDocument. Shows nothing to a member
 * without CertifyDocument while the object has no flow.
 */
export function ObjectCertify({ companyId, publicationId, publicationName, version }: Props) {
  const { t } = useTranslation("certify");
  const { user } = useSession();
  const permissions = usePermissions(companyId);
  const scope = { userId: user.id, companyId };
  const flows = useObjectFlows(scope, publicationId, version);
  useFlowUpdates(scope);
  const [starting, setStarting] = useState(false);
  const startingShown = useOpenedOnce(starting);
  const certifies = permissions.has("CertifyDocument");

  if (!certifies && !flows.data?.length) return null;

  return (
    <ObjectSection
      title={t("object.title")}
      actions={
        certifies && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
            onPointerEnter={() => void loadStartModal()}
            onFocus={() => void loadStartModal()}
            onClick={() => setStarting(true)}
          >
            {t("start.open")}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {certifies && (
          <Text size="sm" c="dimmed">
            {t("object.hint")}
          </Text>
        )}
        <QueryBoundary query={flows} failed={t("object.failed")} placeholders={2} empty={t("object.empty")}>
          {(rows) => rows.map((flow) => <FlowCard key={flow.id} scope={scope} flow={flow} />)}
        </QueryBoundary>
      </Stack>
      {certifies && startingShown && (
        <Suspense fallback={null}>
          <StartFlowModal
            scope={scope}
            publicationId={publicationId}
            publicationName={publicationName}
            opened={starting}
            onClose={() => setStarting(false)}
          />
        </Suspense>
      )}
    </ObjectSection>
  );
}
