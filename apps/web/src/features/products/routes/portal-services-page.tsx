import type { CompanyService } from "@app/contract";
import { Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconTool } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCompanyServices } from "../api/company-services";
import type { Scope } from "../api/keys";

const ServiceRequestModal = lazyModal(
  () => import("../components/service-request-modal").then((module) => module.ServiceRequestModal),
  (props) => props.service !== null,
);

/** /services: the company's published services, each with "Ask for this service" (portal members). */
export function PortalServicesPage() {
  const { t } = useTranslation("products");
  return (
    <GatedPage
      title={t("portalServices.title")}
      loadingLabel={t("services.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <PortalServices key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function PortalServices({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const services = useCompanyServices(scope);
  const [asking, setAsking] = useState<CompanyService | null>(null);
  const shown = (services.data ?? []).filter((s) => s.published && s.product.active);
  return (
    <>
      <PageTitle title={t("portalServices.title")} description={t("portalServices.description")} />
      <QueryBoundary
        query={services}
        failed={t("services.failed")}
        loadingLabel={t("services.loading")}
        placeholders={3}
      >
        {shown.length === 0 ? (
          <EmptyState icon={<IconTool aria-hidden />} title={t("portalServices.empty")} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {shown.map((service) => (
              <Card key={service.id} withBorder component="article" aria-label={service.product.name}>
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    {service.product.name}
                  </Title>
                  {service.publicDescription && <Text size="sm">{service.publicDescription}</Text>}
                  <Group justify="flex-end">
                    <Button
                      onClick={() => setAsking(service)}
                      onPointerEnter={ServiceRequestModal.preload}
                      onFocus={ServiceRequestModal.preload}
                    >
                      {t("portalServices.ask")}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryBoundary>
      <ServiceRequestModal scope={scope} service={asking} onClose={() => setAsking(null)} />
    </>
  );
}
