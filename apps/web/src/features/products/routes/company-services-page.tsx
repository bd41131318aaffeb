import type { CompanyService } from "@app/contract";
import { Button } from "@mantine/core";
import { IconPlus, IconTool } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCompanyServices } from "../api/company-services";
import { productRoutes, type Scope } from "../api/keys";
import { ServicesTable } from "../components/services-table";

const ServiceModal = lazyModal(
  () => import("../components/service-modal").then((module) => module.ServiceModal),
  (props) => props.service !== undefined,
);

/** /settings/company-services: the services the company offers, chosen from its service products (CompanyServices). */
export function CompanyServicesPage() {
  const { t } = useTranslation("products");
  return (
    <GatedPage
      title={t("services.title")}
      permission="CompanyServices"
      loadingLabel={t("services.loading")}
      unavailable={{ title: t("services.unavailable"), description: t("services.unavailableHint") }}
    >
      {(scope) => <Services key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function Services({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const services = useCompanyServices(scope);
  // undefined: closed; null: a new service.
  const [editing, setEditing] = useState<CompanyService | null | undefined>(undefined);
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={ServiceModal.preload}
      onFocus={ServiceModal.preload}
    >
      {t("services.add")}
    </Button>
  );
  return (
    <>
      <BackLink to={productRoutes.list} label={t("page.back")} />
      <PageTitle title={t("services.title")} description={t("services.description")} actions={add} />
      <QueryBoundary
        query={services}
        failed={t("services.failed")}
        loadingLabel={t("services.loading")}
        empty={{ icon: <IconTool aria-hidden />, title: t("services.empty"), description: t("services.emptyHint") }}
      >
        {(data) => <ServicesTable scope={scope} services={data} onEdit={setEditing} />}
      </QueryBoundary>
      <ServiceModal scope={scope} service={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
