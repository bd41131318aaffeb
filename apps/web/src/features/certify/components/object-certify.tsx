import { Button, Stack, Text } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useObjectFlows } from "../api/get-object-flows";
import { useFlowUpdates } from "../use-flow-updates";
import { FlowCard } from "./flow-card";

const StartFlowModal = lazyModal(() => import("./start-flow-modal").then((module) => module.StartFlowModal));

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
            onPointerEnter={StartFlowModal.preload}
            onFocus={StartFlowModal.preload}
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
      {certifies && (
        <StartFlowModal
          scope={scope}
          publicationId={publicationId}
          publicationName={publicationName}
          opened={starting}
          onClose={() => setStarting(false)}
        />
      )}
    </ObjectSection>
  );
}
