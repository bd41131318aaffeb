import type { CustomerStatus } from "@app/contract";
import { Button } from "@mantine/core";
import { IconPlus, IconTags } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import type { Scope } from "../api/keys";
import { useStatuses } from "../api/statuses";
import { StatusesTable } from "../components/statuses-table";

const StatusModal = lazyModal(
  () => import("../components/status-modal").then((module) => module.StatusModal),
  (props) => props.status !== undefined,
);

/** /settings/customer-statuses: the company's customer statuses (CustomerStatuses). */
export function CustomerStatusesPage() {
  const { t } = useTranslation("customers");
  return (
    <GatedPage
      title={t("statuses.title")}
      feature="customers"
      permission="CustomerStatuses"
      loadingLabel={t("statuses.loading")}
      unavailable={{ title: t("statuses.unavailable"), description: t("statuses.unavailableHint") }}
    >
      {(scope) => <Statuses key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function Statuses({ scope }: { scope: Scope }) {
  const { t } = useTranslation("customers");
  const statuses = useStatuses(scope);
  // undefined: closed; null: a new status.
  const [editing, setEditing] = useState<CustomerStatus | null | undefined>(undefined);
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={StatusModal.preload}
      onFocus={StatusModal.preload}
    >
      {t("statuses.add")}
    </Button>
  );
  return (
    <>
      <BackLink to="/settings" label={t("statuses.back")} />
      <PageTitle title={t("statuses.title")} description={t("statuses.description")} actions={add} />
      <QueryBoundary
        query={statuses}
        failed={t("statuses.failed")}
        loadingLabel={t("statuses.loading")}
        empty={{ icon: <IconTags aria-hidden />, title: t("statuses.empty"), action: add }}
      >
        {(data) => <StatusesTable scope={scope} statuses={data} onEdit={setEditing} />}
      </QueryBoundary>
      <StatusModal
        scope={scope}
        status={editing}
        nextPosition={statuses.data?.length ?? 0}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
