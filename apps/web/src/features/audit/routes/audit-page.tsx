import { Stack } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { useSession } from "../../../lib/session";
import { useAuditEvents } from "../api/get-audit";
import type { Scope } from "../api/keys";
import { AuditEventList } from "../components/audit-event-list";
import { AuditFilters } from "../components/audit-filters";
import { ExportButton } from "../components/export-button";
import { hasAuditFilters, toAuditFilters, useAuditListState } from "../list-state";

/** /settings/audit: the company's audit log, for holders of AuditLogs (docs/audit.md, "Screens"). */
export function AuditPage() {
  const { t } = useTranslation("audit");
  return (
    <GatedPage
      title={t("title")}
      permission="AuditLogs"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <AuditLog key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function AuditLog({ scope }: { scope: Scope }) {
  const { t } = useTranslation("audit");
  const { selectedCompany } = useSession();
  const [state, setState] = useAuditListState();
  const filters = useMemo(() => toAuditFilters(state), [state]);
  const events = useAuditEvents(scope, filters);
  const filtered = hasAuditFilters(state);
  const actorName = state.actor
    ? (events.data?.find(({ event }) => event.actorUserId === state.actor)?.event.actorName ?? null)
    : null;

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("title")}
        description={t("description", { company: selectedCompany?.name ?? "" })}
        actions={<ExportButton companyId={scope.companyId} filters={filters} />}
      />
      <Stack gap="md">
        <AuditFilters scope={scope} state={state} actorName={actorName} onChange={(change) => void setState(change)} />
        <AuditEventList
          query={events}
          empty={{
            icon: <IconHistory aria-hidden />,
            title: filtered ? t("list.noMatch") : t("list.empty"),
            description: filtered ? t("list.noMatchHint") : t("list.emptyHint"),
          }}
        />
      </Stack>
    </>
  );
}
