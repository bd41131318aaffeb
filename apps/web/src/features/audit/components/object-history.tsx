import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { ObjectSection } from "../../../components/object-section";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useAuditEvents } from "../api/get-audit";
import { useAuditT } from "../use-audit-t";
import { AuditEventList } from "./audit-event-list";

/**
 * The object page's History: the events of the object and of its rows (reminders, files, shares, ...),
 * newest first. Shows nothing to those without the AuditLogs permission.
 */
export function ObjectHistory({ companyId, publicationId }: { companyId: string; publicationId: string }) {
  const t = useAuditT();
  const { user } = useSession();
  const allowed = usePermissions(companyId).has("AuditLogs");
  const events = useAuditEvents(allowed ? { userId: user.id, companyId } : null, { objectId: publicationId }, 10);
  if (!allowed) return null;
  return (
    <ObjectSection
      title={t("history.title")}
      actions={
        <Anchor component={Link} to={`/settings/audit?objectId=${publicationId}`} size="sm">
          {t("history.openLog")}
        </Anchor>
      }
    >
      <AuditEventList query={events} empty={t("history.empty")} placeholders={3} />
    </ObjectSection>
  );
}
